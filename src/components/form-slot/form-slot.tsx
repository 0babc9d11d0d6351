import { graphql, useStaticQuery } from "gatsby";
import React, { lazy, memo, Suspense, useEffect, useMemo, useRef, useState, useSyncExternalStore } from "react";
import type { SiteContact } from "../form-controls/form-controls";
import * as styles from "./form-slot.module.scss";

// The forms (Formik, Yup and their fields) load only when a visitor starts using one: the server-rendered
// form is in the page from the start, and React takes it over on first focus, touch or hover.
const loadContactForm = () => import("../contact-form/contact-form");
const loadRegistrationForm = () => import("../event-registration-form/event-registration-form");
// The server render imports them directly: a lazy component there renders asynchronously, and react-helmet's
// global head state then loses the page's title and meta tags. Webpack drops the branch a stage does not take,
// which needs the condition written out in each place (it does not follow constants).
const ContactForm =
  process.env.BUILD_STAGE === "build-html" || process.env.BUILD_STAGE === "develop-html"
    ? (require("../contact-form/contact-form") as Awaited<ReturnType<typeof loadContactForm>>).ContactForm
    : lazy(() => loadContactForm().then((m) => ({ default: m.ContactForm })));
const EventRegistrationForm =
  process.env.BUILD_STAGE === "build-html" || process.env.BUILD_STAGE === "develop-html"
    ? (
        require("../event-registration-form/event-registration-form") as Awaited<
          ReturnType<typeof loadRegistrationForm>
        >
      ).EventRegistrationForm
    : lazy(() => loadRegistrationForm().then((m) => ({ default: m.EventRegistrationForm })));

export type FormSlotProps =
  { kind: "contact" } | { kind: "registration"; formId: string; eventId: string; eventTitle: string };

/** Resolves once a visitor starts using the form; until then its server HTML stays as it is. */
interface Activation {
  active: boolean;
  started: Promise<void>;
  activate(): void;
  /** A form submitted before React ran it, to submit again once it does. */
  heldSubmit?: HTMLFormElement;
}

const createActivation = (): Activation => {
  let start = () => undefined as void;
  const activation: Activation = {
    active: false,
    started: new Promise<void>((resolve) => (start = resolve)),
    activate() {
      activation.active = true;
      start();
    },
  };
  return activation;
};

const subscribeNever = () => () => undefined;

/**
 * While React hydrates, suspending keeps the server-rendered form in place (React leaves a suspended
 * boundary's HTML alone) until the visitor uses it. A form mounted by a client-side navigation has no server
 * HTML to keep: it loads at once, after the page shows, so the navigation does not wait for it.
 */
function UntilUsed({
  activation,
  load,
  children,
}: {
  activation: Activation;
  load: () => Promise<unknown>;
  children: React.ReactNode;
}) {
  const hydrating = !useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
  const [mountedOnClient] = useState(!hydrating);
  const [loaded, setLoaded] = useState(!mountedOnClient);
  useEffect(() => {
    if (mountedOnClient) void load().then(() => setLoaded(true));
  }, [mountedOnClient, load]);
  if (hydrating && typeof window !== "undefined" && !activation.active) throw activation.started;
  return loaded ? <>{children}</> : null;
}

/** Marks the slot once React runs the form (for tests), and sends a submit that came before that. */
function Ready({ slot, activation }: { slot: React.RefObject<HTMLDivElement>; activation: Activation }) {
  useEffect(() => {
    slot.current?.setAttribute("data-form-ready", "true");
    activation.heldSubmit?.requestSubmit();
    activation.heldSubmit = undefined;
  }, [slot, activation]);
  return null;
}

/** Memoised on plain props: a parent re-render must not reach a form that is still waiting to be used. */
const Form = memo(function Form({
  activation,
  slot,
  contact,
  ...props
}: FormSlotProps & { activation: Activation; slot: React.RefObject<HTMLDivElement>; contact: SiteContact }) {
  return (
    <Suspense fallback={null}>
      <UntilUsed activation={activation} load={props.kind === "registration" ? loadRegistrationForm : loadContactForm}>
        {props.kind === "registration" ? (
          <EventRegistrationForm
            formId={props.formId}
            eventId={props.eventId}
            eventTitle={props.eventTitle}
            contact={contact}
          />
        ) : (
          <ContactForm contact={contact} />
        )}
        <Ready slot={slot} activation={activation} />
      </UntilUsed>
    </Suspense>
  );
});

const USE_EVENTS = ["focusin", "pointerdown", "pointerover", "keydown"] as const;

/**
 * Where a page puts one of the site's forms: the contact form, or the registration form of one event. The data
 * attributes name the form for end-to-end tests; `data-form-ready` appears once the form is interactive.
 */
export function FormSlot(props: FormSlotProps): React.ReactElement {
  const { siteJson } = useStaticQuery<Queries.FormContactQuery>(graphql`
    query FormContact {
      siteJson {
        contactEmail
        contactPhone
      }
    }
  `);
  const email = siteJson?.contactEmail ?? "";
  const phone = siteJson?.contactPhone ?? "";
  // One object per address, so the memoised form below is not re-rendered by its parent.
  const contact = useMemo(() => ({ email, phone }), [email, phone]);
  const slot = useRef<HTMLDivElement>(null);
  const [activation] = useState(createActivation);

  useEffect(() => {
    const element = slot.current;
    if (!element) return undefined;
    const inSlot = (event: Event) => event.target instanceof Node && element.contains(event.target);
    const activate = (event: Event) => {
      if (inSlot(event)) activation.activate();
    };
    // A submit before React runs the form would send it as a plain GET with the answers in the address:
    // hold it, and submit again once the form is ready.
    const holdEarlySubmit = (event: Event) => {
      if (!inSlot(event) || element.hasAttribute("data-form-ready")) return;
      event.preventDefault();
      activation.heldSubmit = event.target as HTMLFormElement;
      activation.activate();
    };
    // On the document, in the capture phase: React stops these events at its root while the form waits.
    USE_EVENTS.forEach((type) => document.addEventListener(type, activate, { capture: true, passive: true }));
    document.addEventListener("submit", holdEarlySubmit, true);
    return () => {
      USE_EVENTS.forEach((type) => document.removeEventListener(type, activate, true));
      document.removeEventListener("submit", holdEarlySubmit, true);
    };
  }, [activation]);

  return (
    <div
      ref={slot}
      className={styles.slot}
      data-form-slot={props.kind}
      data-form-id={props.kind === "registration" ? props.formId : undefined}
      data-event-id={props.kind === "registration" ? props.eventId : undefined}
    >
      <Form {...props} activation={activation} slot={slot} contact={contact} />
    </div>
  );
}
