import { useField, useFormikContext } from "formik";
import React, { createContext, useContext, useEffect, useRef } from "react";
import { UNAVAILABLE_BUTTON, UNAVAILABLE_NOTE } from "../../forms/no-script";
import type { SubmissionBanner } from "../../forms/use-table-submission";
import * as styles from "./form-controls.module.scss";

/**
 * The building blocks both site forms are made of, inside a <Formik> tree. Errors appear under their field
 * after a submit attempt and disappear as soon as that field is edited.
 */

interface FieldBaseProps {
  formId: string;
  name: string;
  label: string;
  required?: boolean;
}

const fieldId = (formId: string, name: string) => `${formId}-${name}`;

function useControl(formId: string, name: string, type?: "checkbox") {
  const [field, meta, helpers] = useField({ name, type });
  const id = fieldId(formId, name);
  const errorId = `${id}-error`;
  return {
    id,
    error: meta.error,
    errorId,
    props: {
      ...field,
      id,
      onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
        field.onChange(event);
        if (meta.error) helpers.setError(undefined);
      },
      "aria-invalid": meta.error ? true : undefined,
      "aria-describedby": meta.error ? errorId : undefined,
    },
  };
}

function Label({ htmlFor, label, required }: { htmlFor: string; label: string; required?: boolean }) {
  return (
    <label className={styles.label} htmlFor={htmlFor}>
      {label}
      {required && (
        <span className={styles.required} aria-hidden="true">
          {" "}
          *
        </span>
      )}
    </label>
  );
}

function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={id} className={styles.error}>
      {error}
    </p>
  ) : null;
}

export interface TextFieldProps extends FieldBaseProps {
  type?: "text" | "email" | "tel" | "url";
  autoComplete?: string;
  maxLength?: number;
  wide?: boolean;
}

export function TextField({
  formId,
  name,
  label,
  required,
  type = "text",
  autoComplete,
  maxLength,
  wide,
}: TextFieldProps) {
  const control = useControl(formId, name);
  return (
    <div className={`${styles.field} ${wide ? styles.wide : ""}`}>
      <Label htmlFor={control.id} label={label} required={required} />
      <input
        className={styles.input}
        type={type}
        autoComplete={autoComplete}
        maxLength={maxLength}
        required={required}
        {...control.props}
      />
      <FieldError id={control.errorId} error={control.error} />
    </div>
  );
}

export function TextAreaField({
  formId,
  name,
  label,
  required,
  maxLength,
  rows = 5,
}: FieldBaseProps & { maxLength?: number; rows?: number }) {
  const control = useControl(formId, name);
  return (
    <div className={`${styles.field} ${styles.wide}`}>
      <Label htmlFor={control.id} label={label} required={required} />
      <textarea className={styles.input} rows={rows} maxLength={maxLength} required={required} {...control.props} />
      <FieldError id={control.errorId} error={control.error} />
    </div>
  );
}

export function SelectField({
  formId,
  name,
  label,
  required,
  placeholder,
  options,
}: FieldBaseProps & { placeholder: string; options: readonly { value: string; label: string }[] }) {
  const control = useControl(formId, name);
  return (
    <div className={`${styles.field} ${styles.wide}`}>
      <Label htmlFor={control.id} label={label} required={required} />
      <select className={styles.input} required={required} {...control.props}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={control.errorId} error={control.error} />
    </div>
  );
}

export function CheckboxField({
  formId,
  name,
  children,
  required,
}: Omit<FieldBaseProps, "label"> & { children: React.ReactNode }) {
  const control = useControl(formId, name, "checkbox");
  return (
    <div className={`${styles.field} ${styles.wide}`}>
      <div className={styles.checkboxRow}>
        <input className={styles.checkbox} type="checkbox" required={required} {...control.props} />
        <label className={styles.checkboxLabel} htmlFor={control.id}>
          {children}
        </label>
      </div>
      <FieldError id={control.errorId} error={control.error} />
    </div>
  );
}

/**
 * A field people never see or reach (off-screen, out of the tab order, hidden from assistive technology) but
 * form-filling bots do: a value in it marks the submission as a bot's.
 */
export function Honeypot({ formId, name }: { formId: string; name: string }) {
  const [field] = useField(name);
  const id = fieldId(formId, name);
  return (
    <div className={styles.honeypot} aria-hidden="true">
      <label htmlFor={id}>Leave this field empty</label>
      <input {...field} id={id} type="text" tabIndex={-1} autoComplete="off" />
    </div>
  );
}

/** Whether the form has nowhere to send to (a site built without a backend): its button says so. */
const Unavailable = createContext(false);

/**
 * While a submission is under way the button says so and ignores presses, but stays enabled (aria-disabled):
 * a disabled button would drop keyboard focus to <body>.
 */
export function SubmitButton({ label, busyLabel }: { label: string; busyLabel: string }) {
  const { isSubmitting } = useFormikContext();
  const unavailable = useContext(Unavailable);
  if (unavailable) {
    return (
      <button className={styles.submit} type="submit" disabled>
        {UNAVAILABLE_BUTTON}
      </button>
    );
  }
  return (
    <button
      className={styles.submit}
      type="submit"
      aria-disabled={isSubmitting || undefined}
      onClick={(event) => {
        if (isSubmitting) event.preventDefault();
      }}
    >
      {isSubmitting ? busyLabel : label}
    </button>
  );
}

/** How visitors reach the team without the form: the site's e-mail address and phone number. */
export interface SiteContact {
  email: string;
  phone: string;
}

/**
 * Focuses a message and scrolls it fully into view. focus() alone scrolls only what is off-screen, so a message
 * under the sticky header would stay hidden; scrollIntoView honours the message's scroll margin (the header).
 */
function showAndFocus(element: HTMLElement) {
  element.focus({ preventScroll: true });
  element.scrollIntoView?.({ block: "nearest" });
}

/** The message that replaces a form once it is sent: it takes focus, so keyboard and screen reader users land on it. */
export function FormSuccess({ className, children }: { className?: string; children: React.ReactNode }) {
  const message = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (message.current) showAndFocus(message.current);
  }, []);
  return (
    <div ref={message} className={`${styles.success} ${className ?? ""}`} role="status" tabIndex={-1}>
      {children}
    </div>
  );
}

/**
 * The <form> element: the rules are checked on submit by the schema (so every message is the site's own, not
 * the browser's), the first field in error then takes focus, and a failed submission shows `banner` while
 * everything typed stays in place.
 */
/** Fields whose value in the page differs from the form's state, keyed by name. */
function typedValues(form: HTMLFormElement, state: Record<string, unknown>): Record<string, string | boolean> {
  const typed: Record<string, string | boolean> = {};
  for (const element of Array.from(form.elements) as HTMLInputElement[]) {
    if (!element.name || !(element.name in state)) continue;
    const value = element.type === "checkbox" ? element.checked : element.value;
    if (typeof value === typeof state[element.name] && value !== state[element.name]) typed[element.name] = value;
  }
  return typed;
}

export function FormShell({
  formId,
  banner,
  label,
  contact,
  action,
  children,
}: {
  formId: string;
  banner: SubmissionBanner | null;
  label: string;
  contact: SiteContact;
  /** Where the form posts without script (src/forms/no-script.ts); null: the site has no backend to send to. */
  action: string | null;
  children: React.ReactNode;
}) {
  const { handleSubmit, handleReset, submitCount, isSubmitting, values, setValues } = useFormikContext();
  const form = useRef<HTMLFormElement>(null);
  const bannerRef = useRef<HTMLParagraphElement>(null);
  const handledAttempt = useRef(0);

  // A form's island hydrates it only once it is used, so a visitor may have typed into it before
  // React was listening: take those values over instead of validating empty state against filled fields.
  useEffect(() => {
    if (!form.current) return;
    const typed = typedValues(form.current, values as Record<string, unknown>);
    if (Object.keys(typed).length > 0) void setValues({ ...(values as object), ...typed }, false);
    // Only what the server-rendered form held when it hydrated matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (isSubmitting || submitCount === handledAttempt.current) return;
    handledAttempt.current = submitCount;
    const invalid = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (invalid) invalid.focus();
    else if (bannerRef.current) showAndFocus(bannerRef.current);
  }, [submitCount, isSubmitting]);

  return (
    // Without script the browser posts the form itself to `action` (the answers never go into a URL); with
    // script the island sends it. The server checks the same rules and words its refusals the same way, so
    // noValidate holds for both.
    <form
      ref={form}
      id={formId}
      className={styles.form}
      method="post"
      action={action ?? undefined}
      noValidate
      aria-label={label}
      onSubmit={handleSubmit}
      onReset={handleReset}
    >
      {action === null && (
        <p className={styles.noscript}>
          {UNAVAILABLE_NOTE} <a href={`mailto:${contact.email}`}>{contact.email}</a> or call us on{" "}
          <a href={`tel:${contact.phone.replace(/\s+/g, "")}`}>{contact.phone}</a>.
        </p>
      )}
      <p className={styles.requiredNote}>Fields marked * are required</p>
      {banner && (
        <p ref={bannerRef} className={styles.banner} role="alert" tabIndex={-1}>
          {banner.message}{" "}
          {/* A failure that names its own address to write to (the rate limit) links it; any other failure
              (the §8 texts) is followed by the plain next step. */}
          {banner.mailto ? (
            <a href={`mailto:${contact.email}`}>{contact.email}</a>
          ) : (
            <>
              You can also email us at <a href={`mailto:${contact.email}`}>{contact.email}</a>.
            </>
          )}
        </p>
      )}
      <Unavailable.Provider value={action === null}>
        <div className={styles.fields}>{children}</div>
      </Unavailable.Provider>
    </form>
  );
}
