/* global CMS, createClass, h */
// The CMS preview of the FAQ, community events, programmes and reports, drawn as the site draws them: the same
// markup as the site's components (src/components: hero, accordion, event card, report card, question list)
// with their own Sass compiled into /admin/preview.css (src/node/cms-preview-styles.ts, classes named
// `module__class`). Decap renders previews with the React inside its bundle, which cannot run the site's
// components themselves, so each template repeats its component's markup: a change there belongs here too.
// README ("Editing content") says what the preview shows and what it cannot.
(() => {
  const m = (module, ...names) => names.map((name) => `${module}__${name}`).join(" ");
  const dataOf = (entry) => entry.get("data").toJS();

  /** MarkdownLite: blank lines split paragraphs, **bold**, [label](/path) links. */
  const markdown = (text = "") =>
    h(
      "div",
      null,
      text.split(/\n\s*\n/).map((paragraph, i) =>
        h(
          "p",
          { key: i },
          paragraph.split(/(\*\*[^*]+\*\*|\[[^\]]+\]\([^)]+\))/).map((part, j) => {
            const bold = /^\*\*(.+)\*\*$/.exec(part);
            if (bold) return h("strong", { key: j }, bold[1]);
            const link = /^\[(.+)\]\((.+)\)$/.exec(part);
            return link ? h("a", { key: j, href: link[2] }, link[1]) : part;
          }),
        ),
      ),
    );

  const hero = ({ eyebrow, title, subtitle, before }) =>
    h(
      "section",
      { className: m("hero", "hero", "dark") },
      h(
        "div",
        { className: `container ${m("hero", "inner")}` },
        h(
          "div",
          { className: m("hero", "text") },
          before,
          eyebrow ? h("p", { className: m("hero", "eyebrow") }, eyebrow) : null,
          h("h1", { className: m("hero", "title") }, title),
          subtitle ? h("div", { className: m("hero", "subtitle") }, subtitle) : null,
        ),
      ),
    );

  const section = (id, title, children, alt) =>
    h(
      "section",
      { className: alt ? "section section--alt" : "section", "aria-labelledby": id },
      h(
        "div",
        { className: "container" },
        h(
          "div",
          { className: m("section-heading", "heading", "center") },
          h("h2", { id, className: m("section-heading", "title") }, title),
        ),
        children,
      ),
    );

  // The FAQ page: hero, then the questions as the accordion, every answer open so the edit shows.
  const FaqPreview = ({ entry }) => {
    const page = dataOf(entry);
    return h(
      "main",
      null,
      hero(page.hero ?? {}),
      section(
        "questions",
        page.questionsTitle,
        h(
          "div",
          { className: m("accordion", "accordion") },
          (page.questions ?? []).map((item, i) =>
            h(
              "details",
              { key: i, className: m("accordion", "item"), open: true },
              h(
                "summary",
                { className: m("accordion", "button") },
                h("h3", { className: m("accordion", "heading") }, item.question),
                h("span", { className: m("accordion", "chevron"), "aria-hidden": "true" }),
              ),
              h("div", { className: m("accordion", "panel") }, markdown(item.answer)),
            ),
          ),
        ),
      ),
    );
  };

  // src/lib/london-time.ts: the site shows an event's start as London reads it.
  const london = (startsAt) => {
    const at = new Date(startsAt);
    if (Number.isNaN(at.getTime())) return {};
    const part = (options, locale = "en-US") =>
      new Intl.DateTimeFormat(locale, { timeZone: "Europe/London", ...options }).format(at);
    return {
      date: part({ weekday: "long", month: "long", day: "numeric", year: "numeric" }),
      time: part({ hour: "numeric", minute: "2-digit", hour12: true }).toLowerCase(),
      timezone: part({ timeZoneName: "short" }, "en-GB").split(" ").pop(),
    };
  };

  // A community's events as its page lists them: one card each.
  const EventsPreview = ({ entry }) => {
    const events = dataOf(entry).items ?? [];
    return h(
      "main",
      null,
      section(
        "events",
        "Events",
        h(
          "ul",
          { className: m("event-card", "list") },
          events.map((event, i) => {
            const shown = london(event.startsAt);
            const ends = new Date(event.startsAt).getTime() + (event.durationMinutes ?? 0) * 60_000;
            const upcoming = !(ends < Date.now());
            const facts = [
              shown.date,
              shown.time && `${shown.time} ${shown.timezone}`,
              event.registered != null && event.capacity != null
                ? `${event.registered}/${event.capacity} registered`
                : null,
            ].filter(Boolean);
            return h(
              "li",
              { key: i },
              h(
                "article",
                { className: m("event-card", "card") },
                h(
                  "p",
                  { className: m("event-meta", "badges") },
                  h(
                    "span",
                    { className: m("event-meta", "badge") },
                    event.type === "in-person" ? "In-person" : "Virtual",
                  ),
                  h(
                    "span",
                    { className: `${m("event-meta", "badge")} ${m("event-meta", upcoming ? "upcoming" : "past")}` },
                    upcoming ? "Upcoming" : "Past event",
                  ),
                ),
                h("h3", { className: m("event-card", "title") }, event.title),
                h("p", { className: m("event-card", "description") }, event.description),
                h(
                  "ul",
                  { className: `${m("event-meta", "meta")} ${m("event-meta", "light")}` },
                  facts.map((fact) => h("li", { key: fact, className: m("event-meta", "fact") }, fact)),
                ),
                event.objectives && event.objectives.length > 0
                  ? h(
                      "ul",
                      null,
                      event.objectives.map((objective) => h("li", { key: objective }, objective)),
                    )
                  : null,
              ),
            );
          }),
        ),
      ),
    );
  };

  // A programme's page: hero with its status badge, the overview and the numbered questions. The section headings
  // every programme page shares are data/interview-programmes.json's `programmePage`, read through the CMS.
  const ProgrammePreview = createClass({
    getInitialState: () => ({ copy: {} }),
    componentDidMount() {
      this.props
        .getCollection("interview-programmes", "interview-programmes")
        .then((file) => {
          // The entry's data comes as read (a plain object), or as Decap's Immutable map.
          const data = file.get("data");
          this.setState({ copy: (data?.toJS ? data.toJS() : data)?.programmePage ?? {} });
        })
        .catch(() => {}); // the headings stay empty; the form beside says nothing is lost
    },
    render() {
      return programmePreview(this.props.entry, this.state.copy);
    },
  });
  const programmePreview = (entry, copy) => {
    const programme = dataOf(entry);
    const open = programme.status === "open";
    return h(
      "main",
      null,
      hero({
        title: programme.title,
        subtitle: programme.description,
        before: h(
          "p",
          { className: `${m("status-badge", "badge")} ${m("status-badge", programme.status)}` },
          h("span", { className: m("status-badge", "dot"), "aria-hidden": "true" }),
          open ? "Interviews Open" : "Interviews Closed",
        ),
      }),
      section(
        "overview",
        copy.overviewTitle,
        ((programme.overview ?? {}).paragraphs ?? []).map((paragraph, i) => h("p", { key: i }, paragraph)),
      ),
      section(
        "questions",
        programme.headingVariant,
        h(
          "ol",
          { className: m("question-list", "list") },
          (programme.questions ?? []).map((question, i) =>
            h(
              "li",
              { key: i, className: m("question-list", "item") },
              h("span", { className: m("question-list", "number"), "aria-hidden": "true" }, String(i + 1)),
              h("span", null, question),
            ),
          ),
        ),
        true,
      ),
    );
  };

  // The reports as cards, as /thought-leadership shows them (without their covers: see README).
  const ReportsPreview = ({ entry }) => {
    const reports = dataOf(entry).items ?? [];
    return h(
      "main",
      null,
      section(
        "reports",
        "Reports",
        h(
          "div",
          { style: { display: "grid", gap: "1.5rem", gridTemplateColumns: "repeat(auto-fill, minmax(18rem, 1fr))" } },
          reports.map((report, i) =>
            h(
              "article",
              { key: i, className: m("report-card", "card") },
              h(
                "div",
                { className: m("report-card", "body") },
                h("p", { className: m("report-card", "company") }, (report.logo ?? {}).name ?? "Company"),
                h(
                  "p",
                  { className: m("report-card", "tags") },
                  h("span", { className: m("report-card", "type") }, report.insight_type),
                ),
                h("h3", { className: m("report-card", "title") }, report.title),
                h("p", { className: m("report-card", "description") }, report.description),
              ),
            ),
          ),
        ),
      ),
    );
  };

  CMS.registerPreviewStyle("/admin/preview.css");
  CMS.registerPreviewTemplate("faq", FaqPreview);
  CMS.registerPreviewTemplate("community-events", EventsPreview);
  CMS.registerPreviewTemplate("programmes", ProgrammePreview);
  CMS.registerPreviewTemplate("reports", ReportsPreview);
})();
