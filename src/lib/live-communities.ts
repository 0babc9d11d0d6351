import type { SupabaseClient } from "@supabase/supabase-js";

/** What the communities grid shows that the database can refresh. */
export interface LiveCommunityFields {
  slug: string;
  name: string;
  description: string;
  targetAudience: string;
  memberCount: number;
  upcomingCount: number;
}

export type CommunitiesRead = { ok: true; communities: LiveCommunityFields[] } | { ok: false; message: string };

type Connect = () => Promise<Pick<SupabaseClient, "from">> | Pick<SupabaseClient, "from">;

interface CommunityRow {
  slug: string;
  name: string;
  description: string;
  target_audience: string;
  member_count: number;
  upcoming_events: number;
}

/**
 * Every community with its member count and its count of events that have not ended, both worked out by the
 * database (supabase/migrations/20261123100000_event_seats.sql): counts only, no member or event row.
 */
export const COMMUNITIES_VIEW = "community_overview";

const loadClient: Connect = async () => (await import("./supabase-client")).getSupabaseClient();

const CONNECTION_FAILED = "Failed to connect to database";
const LOAD_FAILED = "Failed to load communities";

/** Reads the communities with their live counts; failures become the two §8 texts. */
export async function readLiveCommunities(connect: Connect = loadClient): Promise<CommunitiesRead> {
  let client: Pick<SupabaseClient, "from">;
  try {
    client = await connect();
  } catch {
    return { ok: false, message: CONNECTION_FAILED };
  }
  // No retries: the built counts are already on screen and 'Try Again' is one click away.
  const { data, error, status } = await client.from(COMMUNITIES_VIEW).select("*").retry(false);
  if (error) return { ok: false, message: status === 0 ? CONNECTION_FAILED : LOAD_FAILED };
  return {
    ok: true,
    communities: (data as CommunityRow[]).map((row) => ({
      slug: row.slug,
      name: row.name,
      description: row.description,
      targetAudience: row.target_audience,
      memberCount: row.member_count,
      upcomingCount: row.upcoming_events,
    })),
  };
}

/** The built list in its own order, each community's text and counts replaced by the database's. */
export const mergeLiveCommunities = <T extends LiveCommunityFields>(
  built: readonly T[],
  live: readonly LiveCommunityFields[],
): T[] => {
  const bySlug = new Map(live.map((community) => [community.slug, community]));
  return built.map((community) => {
    const fresh = bySlug.get(community.slug);
    return fresh ? { ...community, ...fresh } : community;
  });
};
