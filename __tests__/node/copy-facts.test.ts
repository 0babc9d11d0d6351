/** @jest-environment node */
import fs from "fs";
import path from "path";
import { BOOKING } from "../../src/node/copy-facts";
import { programmePath } from "../../src/routes";
import { contentProblems, copyOfData, DATA } from "../support/content-nodes";
import { readDataFileAt } from "../support/data";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests reach into arbitrary JSON
type Json = any;
const read = (dir: string, file: string): Json => readDataFileAt(path.join(dir, file));
const edit = (dir: string, file: string, change: (content: Json) => void) => {
  const content = read(dir, file);
  change(content);
  fs.writeFileSync(path.join(dir, file), JSON.stringify(content, null, 2));
};

const programmes = fs
  .readdirSync(path.join(DATA, "programmes"))
  .map((file) => ({ file: `programmes/${file}`, ...read(DATA, `programmes/${file}`) }));
const closed = programmes.find((programme) => programme.status !== "open");
const open = programmes.find((programme) => programme.status === "open");
const BOOKING_SENTENCE = "Book your interview with the buttons above.";

/** Problems about copy and facts only (the messages this check writes). */
const copyProblems = (dir: string) =>
  contentProblems(dir).filter((problem) => /promises booking|states "|claims the|interviewed|questions/.test(problem));

describe("copy follows the facts", () => {
  it("accepts today's data", () => {
    expect(copyProblems(DATA)).toEqual([]);
  });

  it("fails a closed programme's page that promises booking, naming the file and field", () => {
    const dir = copyOfData();
    edit(dir, closed.file, (programme) => (programme.requirements[0].description = BOOKING_SENTENCE));
    expect(copyProblems(dir)).toEqual([
      expect.stringMatching(
        new RegExp(`^data/${closed.file}: field "requirements\\[0\\]\\.description" promises booking .*"closed"`),
      ),
    ]);
  });

  it("lets an open programme's page promise booking", () => {
    const dir = copyOfData();
    edit(dir, open.file, (programme) => (programme.requirements[0].description = BOOKING_SENTENCE));
    expect(copyProblems(dir)).toEqual([]);
  });

  it("fails an FAQ answer or index text promising booking while programmes are closed, unless it says 'open'", () => {
    const dir = copyOfData();
    edit(dir, "faq.json", (faq) => (faq.questions[0].answer = BOOKING_SENTENCE));
    edit(dir, "interview-programmes.json", (page) => (page.gridIntro = "Choose a programme and book your interview."));
    expect(copyProblems(dir)).toEqual([
      expect.stringMatching(/^data\/faq\.json: field "questions\[0\]\.answer" promises booking/),
      expect.stringMatching(/^data\/interview-programmes\.json: field "gridIntro" promises booking/),
    ]);
    edit(dir, "faq.json", (faq) => (faq.questions[0].answer = "Book your interview while its programme is open."));
    edit(dir, "interview-programmes.json", (page) => (page.gridIntro = "Open programmes take bookings."));
    expect(copyProblems(dir)).toEqual([]);
  });

  it("fails a booking promise for a closed programme the FAQ links to, even one that says 'open'", () => {
    const dir = copyOfData();
    edit(dir, "faq.json", (faq) => {
      faq.questions[0].answer = `Book the open slots of [this programme](${programmePath(closed.slug)}).`;
    });
    expect(copyProblems(dir)).toEqual([
      expect.stringMatching(
        new RegExp(`^data/faq\\.json: field "questions\\[0\\]\\.answer" promises booking for ${closed.slug}`),
      ),
    ]);
  });

  it("lets the FAQ speak of booking freely once every programme is open", () => {
    const dir = copyOfData();
    for (const programme of programmes) edit(dir, programme.file, (content) => (content.status = "open"));
    edit(dir, "faq.json", (faq) => (faq.questions[0].answer = BOOKING_SENTENCE));
    expect(copyProblems(dir)).toEqual([]);
  });

  it("fails one figure stated twice with different values, naming both places", () => {
    const dir = copyOfData();
    const home = read(DATA, "home.json");
    const figure = home.stats[0];
    edit(dir, "site.json", (site) => site.stats.push({ ...figure, value: figure.value + 1 }));
    const shown = `${figure.prefix ?? ""}${figure.value + 1}${figure.suffix ?? ""}`;
    expect(copyProblems(dir)).toEqual([expect.stringMatching(/^data\/site\.json: field "stats\[\d+\]\.value" states/)]);
    expect(copyProblems(dir)).toEqual([
      expect.stringContaining(`states "${figure.label.toLowerCase()}" as ${shown}, but data/`),
    ]);
  });

  it("fails a success story that claims another sponsor's programme", () => {
    const dir = copyOfData();
    const withParticipants = programmes.find((programme) => programme.participants.length > 0);
    edit(dir, "sponsor-success-stories.json", (page) => {
      page.stories[0].outcomes[0] = `3 ${withParticipants.shortTitle} leaders interviewed`;
    });
    expect(copyProblems(dir)).toEqual([
      expect.stringMatching(/^data\/sponsor-success-stories\.json: field "stories\[0\]\.outcomes\[0\]" claims the/),
    ]);
  });

  it("fails an interview step that points below for the questions or counts them wrongly", () => {
    const dir = copyOfData();
    const count = open.questions.length;
    edit(dir, open.file, (programme) => {
      programme.process[1].description = `A video call on the ${count + 1} questions below.`;
    });
    expect(copyProblems(dir)).toEqual([
      expect.stringMatching(
        new RegExp(`^data/${open.file}: field "process\\[1\\]\\.description" says the questions are below`),
      ),
      expect.stringMatching(new RegExp(`speaks of ${count + 1} questions, but "questions" holds ${count}`)),
    ]);
  });

  it("finds no booking promise left on a closed programme's page in today's data", () => {
    const texts = JSON.stringify({ ...closed, booking: undefined });
    expect(texts).not.toMatch(BOOKING);
  });
});
