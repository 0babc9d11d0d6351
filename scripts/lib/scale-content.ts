// Grows a copy of the site's content N-fold, for measuring the site at the size its own copy claims (issue 17):
//
//   node scripts/scale-content.ts <data folder of a project copy> 10
//
// Every list grows to N times today's entries (contributors CONTRIBUTOR_WEIGHT times faster), each new entry a
// numbered copy of an existing one: its own id, slug and title, the same images (paths to files already in data/),
// dates that continue the list's rhythm into the past (upcoming events into the future), so the result passes the
// content check of the build unchanged. Never run it on the project's own data/: `npm run bench -- --scale N`
// and the scale build test run it on a temporary copy.
import fs from "node:fs";
import path from "node:path";
import { MAX_FAQ_QUESTIONS } from "../../src/lib/content-limits.ts";
import { londonTexts } from "../../src/lib/london-texts.ts";
import { loadContent } from "../../src/node/content-loader.ts";

/**
 * The site's copy claims 500+ contributors against 10 in data/ (data/communities-page.json), where reports and
 * episodes claim about ten times today's: at 10× content this weight brings the contributors to what the copy says.
 */
export const CONTRIBUTOR_WEIGHT = 5;
/** Days between the generated copies of a community's events, forward for upcoming and back for past ones. */
export const EVENT_SPACING_DAYS = 28;

const DAY_MS = 86_400_000;

/** `text` marked as copy number `copy` (1 is the original, which is never renamed). */
export const numbered = (text: string, copy: number) => `${text} (${copy})`;
export const numberedSlug = (slug: string, copy: number) => `${slug}-${copy}`;

/**
 * `list` followed by copies of its entries, cycling through them, until it holds `target` entries.
 * @param make copy counts from 2; index counts every new entry
 */
export const grown = <T>(list: T[], target: number, make: (template: T, copy: number, index: number) => T): T[] => {
  if (list.length === 0) return list;
  const added = Array.from({ length: Math.max(0, target - list.length) }, (_, index) =>
    make(list[index % list.length], 2 + Math.floor(index / list.length), index),
  );
  return [...list, ...added];
};

/** A date (2025-03-14) or date-time (2025-03-14T06:00:00.000Z) moved by `days`, in the same format. */
export const shiftedDate = (value: string, days: number) => {
  const moved = new Date(Date.parse(value) + days * DAY_MS).toISOString();
  return /^\d{4}-\d\d-\d\d$/.test(value) ? moved.slice(0, 10) : moved;
};

/**
 * How far back each round of copies goes: the span of the list's dates plus one average gap, so the copies
 * continue the list's rhythm instead of piling onto its dates.
 */
export const periodDays = (dates: string[]) => {
  const times = dates.map((date) => Date.parse(date));
  const span = (Math.max(...times) - Math.min(...times)) / DAY_MS;
  return Math.max(1, Math.round(span + span / Math.max(1, times.length - 1)));
};

/**
 * A London start (`2027-01-26T15:00:00+00:00`) moved by whole days at the same wall-clock time, with the offset
 * Europe/London has on the new day (the site derives the date, time and timezone texts from it).
 */
export const shiftedLondonStart = (startsAt: string, days: number) => {
  const [, day, clock] = /^(\d{4}-\d\d-\d\d)T(\d\d:\d\d(?::\d\d)?)/.exec(startsAt) ?? [];
  if (!day) throw new Error(`${startsAt} is no date-time`);
  const local = `${shiftedDate(day, days)}T${clock}`;
  const moved = [
    ["GMT", "+00:00"],
    ["BST", "+01:00"],
  ]
    .map(([zone, offset]) => ({ zone, startsAt: `${local}${offset}` }))
    .find(({ zone, startsAt: iso }) => londonTexts(iso).timezone === zone);
  if (!moved) throw new Error(`${local} has no London offset`);
  return { startsAt: moved.startsAt };
};

/** Lower-case words joined by hyphens, as the content rules want ids. */
export const slugOf = (text: string) =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f']/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/**
 * Names that no person has yet, made of the first and last names people already have, varied along diagonals
 * (not every surname with one first name in turn).
 */
export function* newNames(people: { name: string }[]): Generator<string> {
  const parts = people.map((person) => person.name.split(" ")).filter((words) => words.length === 2);
  const firsts = [...new Set(parts.map(([first]) => first))];
  const lasts = [...new Set(parts.map(([, last]) => last))];
  const taken = new Set(people.map((person) => person.name));
  for (let diagonal = 0; diagonal < lasts.length; diagonal += 1) {
    for (const [i, first] of firsts.entries()) {
      const name = `${first} ${lasts[(i + diagonal) % lasts.length]}`;
      if (!taken.has(name)) {
        taken.add(name);
        yield name;
      }
    }
  }
  throw new Error(`only ${taken.size} names can be made from data/people.json`);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- entries of data/ are arbitrary JSON
type Entry = Record<string, any>;
export interface Growth {
  before: number;
  after: number;
}

/** Reports, podcast episodes and FAQ entries, which each sit in one list. */
export const scaledReports = (reports: Entry[], factor: number) => {
  const period = periodDays(reports.map((report) => report.published_at));
  return grown(reports, reports.length * factor, (report, copy) => ({
    ...report,
    slug: numberedSlug(report.slug, copy),
    title: numbered(report.title, copy),
    pdf_url: numberedSlug(report.pdf_url, copy),
    published_at: shiftedDate(report.published_at, -period * (copy - 1)),
  }));
};

export const scaledEpisodes = (episodes: Entry[], factor: number) => {
  const period = periodDays(episodes.map((episode) => episode.release_date));
  return grown(episodes, episodes.length * factor, (episode, copy) => ({
    ...episode,
    episodeId: numberedSlug(episode.episodeId, copy),
    name: numbered(episode.name, copy),
    release_date: shiftedDate(episode.release_date, -period * (copy - 1)),
  }));
};

/**
 * FAQ entries grow like the other lists up to what the content rule allows (the 10× copy had 100).
 * @param faq the content of data/faq.json
 */
export const scaledFaq = (faq: Entry, factor: number) => ({
  ...faq,
  questions: grown<Entry>(faq.questions, Math.min(faq.questions.length * factor, MAX_FAQ_QUESTIONS), (entry, copy) => ({
    ...entry,
    question: numbered(entry.question, copy),
  })),
});

/**
 * Contributors, each with a new person of data/people.json: a new name, the title, company and headshot of the
 * contributor copied.
 */
export const scaledContributors = (contributors: Entry[], people: Entry[], factor: number) => {
  const personOf = new Map(people.map((person) => [person.personId, person]));
  const ids = new Set(people.map((person) => person.personId));
  const names = newNames(people as { name: string }[]);
  const added: Entry[] = [];
  const period = periodDays(contributors.map((contributor) => contributor.published_at));
  const lastOrder = Math.max(...contributors.map((contributor) => contributor.display_order));
  const grownContributors = grown(
    contributors,
    contributors.length * factor * CONTRIBUTOR_WEIGHT,
    (contributor, copy, index) => {
      let name = names.next().value ?? "";
      while (ids.has(slugOf(name))) name = names.next().value ?? "";
      const personId = slugOf(name);
      ids.add(personId);
      added.push({
        ...personOf.get(contributor.person),
        personId,
        name,
        profileUrl: `https://www.linkedin.com/in/${personId}-example`,
      });
      return {
        ...contributor,
        slug: personId,
        person: personId,
        interview_url: numberedSlug(contributor.interview_url, copy),
        published_at: shiftedDate(contributor.published_at, -period * (copy - 1)),
        display_order: lastOrder + 1 + index,
      };
    },
  );
  return { contributors: grownContributors, people: [...people, ...added] };
};

/**
 * One community's events: copies of upcoming events move forward, copies of past ones (those with results) back.
 */
export const scaledEvents = (events: Entry[], factor: number) =>
  grown(events, events.length * factor, (event, copy) => {
    const direction = Array.isArray(event.results) && event.results.length > 0 ? -1 : 1;
    return {
      ...event,
      eventId: numberedSlug(event.eventId, copy),
      title: numbered(event.title, copy),
      ...shiftedLondonStart(event.startsAt, direction * EVENT_SPACING_DAYS * (copy - 1)),
    };
  });

/** Interview programmes, one file each; copies follow the last in the grid. */
export const scaledProgrammes = (programmes: Entry[], factor: number) => {
  const lastOrder = Math.max(...programmes.map((programme) => programme.order));
  return grown(programmes, programmes.length * factor, (programme, copy, index) => ({
    ...programme,
    slug: numberedSlug(programme.slug, copy),
    order: lastOrder + 1 + index,
    title: numbered(programme.title, copy),
    shortTitle: numbered(programme.shortTitle, copy),
  }));
};

const writeJson = (file: string, content: unknown) => fs.writeFileSync(file, `${JSON.stringify(content, null, 2)}\n`);

/**
 * Grows the content of `dataDir` (a project copy's data/) `factor`-fold in place and says how each list grew.
 * @param factor a whole number, at least 1
 */
export function scaleContent(dataDir: string, factor: number): Record<string, Growth> {
  if (!Number.isInteger(factor) || factor < 1) throw new Error(`the factor must be a whole number ≥ 1, not ${factor}`);
  const file = (name: string) => path.join(dataDir, name);
  // data/ as it is before any list grows, read once by the site's content loader.
  const content = loadContent(dataDir);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each list's entries are handled by its own scaler
  const readJson = (name: string): any => {
    const value = content.value(name);
    if (value === undefined) throw new Error(`${file(name)} is missing`);
    return value;
  };
  const jsonFiles = (folder: string) =>
    content.files.filter((loaded) => path.dirname(loaded.relativePath) === folder).map((loaded) => loaded.relativePath);
  const growth: Record<string, Growth> = {};
  const note = (list: string, before: number, after: number) => {
    const known = growth[list] ?? { before: 0, after: 0 };
    growth[list] = { before: known.before + before, after: known.after + after };
  };

  const reports = readJson("reports.json");
  const newReports = scaledReports(reports, factor);
  writeJson(file("reports.json"), newReports);
  note("reports", reports.length, newReports.length);

  const episodes = readJson("podcast-episodes.json");
  const newEpisodes = scaledEpisodes(episodes, factor);
  writeJson(file("podcast-episodes.json"), newEpisodes);
  note("podcast episodes", episodes.length, newEpisodes.length);

  const faq = readJson("faq.json");
  const newFaq = scaledFaq(faq, factor);
  writeJson(file("faq.json"), newFaq);
  note("FAQ entries", faq.questions.length, newFaq.questions.length);

  const contributors = readJson("contributors.json");
  const people = readJson("people.json");
  const grownPeople = scaledContributors(contributors, people, factor);
  writeJson(file("contributors.json"), grownPeople.contributors);
  writeJson(file("people.json"), grownPeople.people);
  note("contributors", contributors.length, grownPeople.contributors.length);
  note("people", people.length, grownPeople.people.length);

  for (const eventsFile of jsonFiles("community-events")) {
    const events = readJson(eventsFile);
    const newEvents = scaledEvents(events, factor);
    writeJson(file(eventsFile), newEvents);
    note("community events", events.length, newEvents.length);
  }

  const programmes = jsonFiles("programmes").map(readJson);
  const newProgrammes = scaledProgrammes(programmes, factor);
  for (const programme of newProgrammes.slice(programmes.length)) {
    writeJson(path.join(file("programmes"), `${programme.slug}.json`), programme);
  }
  note("programmes", programmes.length, newProgrammes.length);
  return growth;
}

/** One line per list: `reports 13 → 130`. */
export const growthSummary = (growth: Record<string, Growth>) =>
  Object.entries(growth)
    .map(([list, { before, after }]) => `${list} ${before} → ${after}`)
    .join(", ");
