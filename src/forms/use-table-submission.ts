import { useCallback, useState } from "react";
import { type Refusal, submitToTable } from "./submit";

/**
 * Sends a form's row to its table and keeps the §8 banner text, and which refusal it was when the database
 * named one (a full event, say). A row of `null` means the honeypot was filled: the bot is told it succeeded
 * and nothing is sent.
 */
export function useTableSubmission(table: string) {
  const [banner, setBanner] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);

  const submit = useCallback(
    async (row: Record<string, unknown> | null): Promise<boolean> => {
      setBanner(null);
      setRefusal(null);
      if (row === null) return true;
      const outcome = await submitToTable(table, row);
      if (!outcome.ok) {
        setBanner(outcome.message);
        setRefusal(outcome.refusal ?? null);
      }
      return outcome.ok;
    },
    [table],
  );

  return { banner, refusal, submit };
}
