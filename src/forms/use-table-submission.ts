import { useCallback, useRef, useState } from "react";
import { type FieldMessages, newSubmissionKey, type Refusal, submitToTable } from "./submit";

/** What a failed submission shows above the form: the §8 text, and whether to link the address to write to instead. */
export interface SubmissionBanner {
  message: string;
  mailto?: boolean;
}

/**
 * Sends a form's row to its table and keeps the §8 banner text. A row of `null` means the honeypot was
 * filled: the bot is told it succeeded and nothing is sent. Each submission carries an idempotency key; a
 * retry of the same row (after a timeout or a cut connection) sends the same key, so it is stored once.
 * `refusal` says which refusal it was when the database named one (a full event, say). A value the database
 * refuses although the browser accepted it is reported to `showFieldErrors` with the field's own message
 * (`fieldMessages`, the form schema's), as the browser would have put it.
 */
export function useTableSubmission(table: string, fieldMessages: FieldMessages) {
  const [banner, setBanner] = useState<SubmissionBanner | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const attempt = useRef<{ row: string; key: string } | null>(null);

  const submit = useCallback(
    async (
      row: Record<string, unknown> | null,
      showFieldErrors: (errors: Record<string, string>) => void,
    ): Promise<boolean> => {
      setBanner(null);
      setRefusal(null);
      if (row === null) return true;
      const sent = JSON.stringify(row);
      if (attempt.current?.row !== sent) attempt.current = { row: sent, key: newSubmissionKey() };
      const outcome = await submitToTable(
        table,
        { ...row, submission_key: attempt.current.key },
        undefined,
        fieldMessages,
      );
      if (outcome.ok) {
        attempt.current = null;
        return true;
      }
      if ("fieldErrors" in outcome) {
        showFieldErrors(outcome.fieldErrors);
      } else {
        setBanner({ message: outcome.message, mailto: outcome.mailto });
        setRefusal(outcome.refusal ?? null);
      }
      return false;
    },
    [table, fieldMessages],
  );

  return { banner, refusal, submit };
}
