import { readData } from "./data";

const people = readData<typeof import("../../data/people.json")>("people.json");

export interface Person {
  personId: string;
  name: string;
  title: string;
  company: string;
  photo?: string;
  profileUrl?: string;
}

const byId = new Map<string, Person>(people.map((person) => [person.personId, person]));

/** The person data/people.json holds under an id, as content files name them. */
export const personById = (id: string): Person => {
  const person = byId.get(id);
  if (!person) throw new Error(`data/people.json has no person "${id}"`);
  return person;
};
