/** @jest-environment node */
import fs from "fs";
import os from "os";
import path from "path";
import { isUpcoming } from "../../src/lib/event-status";
import { registrationKey } from "../../src/lib/registration-key";
import { startBackend } from "../backend/backend-process";
import { communityEventsIn, DATA, dataFiles, readData } from "../support/data";
import { buildProject, projectWithData } from "../support/project-copy";

type Event = { eventId: string; title: string; community: string; startsAt: string; durationMinutes: number };

describe("gatsby build against a backend that lacks an event it renders with a registration form", () => {
  it("fails, naming the event, its title and its file", async () => {
    const file = dataFiles("community-events")[0];
    const events = communityEventsIn<Event>(readData(file), file);
    const missing = events.find((event) => isUpcoming(event, new Date()));
    if (!missing) throw new Error(`data/${file} holds no upcoming event`);

    // The backend's database was synced before this event was added to data/.
    const backendData = fs.mkdtempSync(path.join(os.tmpdir(), "backend-check-"));
    fs.cpSync(DATA, backendData, { recursive: true });
    const raw = readData<{ eventId: string }[]>(file).filter((event) => event.eventId !== missing.eventId);
    fs.writeFileSync(path.join(backendData, file), JSON.stringify(raw, null, 2));
    const backend = await startBackend({ dataDir: backendData });

    const dir = projectWithData("backend-check", () => undefined);
    try {
      const { status, output } = await buildProject(dir, {
        GATSBY_SUPABASE_URL: backend.url,
        GATSBY_SUPABASE_ANON_KEY: backend.anonKey,
      });
      expect(status).not.toBe(0);
      expect(output).toContain(
        `event "${registrationKey(missing.community, missing.eventId)}" ("${missing.title}", data/${file})`,
      );
      expect(output).toContain("npm run db:sync");
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
      await backend.stop();
      fs.rmSync(backendData, { recursive: true, force: true });
    }
  });
});
