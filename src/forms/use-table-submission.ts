import { useCallback, useState } from "react";
import { submitToTable } from "./submit";

/**
 * Sends a form's row to its table and keeps the §8 banner text. A row of `null` means the honeypot was
 * filled: the bot is told it succeeded and nothing is sent.
 */
export function useTableSubmission(table: string) {
  const [banner, setBanner] = useState<string | null>(null);

  const submit = useCallback(
    async (row: Record<string, unknown> | null): Promise<boolean> => {
      setBanner(null);
      if (row === null) return true;
      const outcome = await submitToTable(table, row);
      if (!outcome.ok) setBanner(outcome.message);
      return outcome.ok;
    },
    [table],
  );

  return { banner, submit };
}
