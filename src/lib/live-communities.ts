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

type Connect = () => Promise<Pick<SupabaseClient, "rpc">> | Pick<SupabaseClient, "rpc">;

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
 * database: counts only, no member or event row. A function returning one JSON document
 * (supabase/migrations/20261124100000_bounded_reads.sql), so the API offers nothing to search in it.
 */
export const COMMUNITIES_FUNCTION = "community_overview";

const loadClient: Connect = async () => (await import("./supabase-client")).getSupabaseClient();

const CONNECTION_FAILED = "Failed to connect to database";
const LOAD_FAILED = "Failed to load communities";

/** Reads the communities with their live counts; failures become the two §8 texts. */
export async function readLiveCommunities(connect: Connect = loadClient): Promise<CommunitiesRead> {
  let client: Pick<SupabaseClient, "rpc">;
  try {
    client = await connect();
  } catch {
    return { ok: false, message: CONNECTION_FAILED };
  }
  // No retries: the built counts are already on screen and 'Try Again' is one click away.
  const { data, error, status } = await client.rpc(COMMUNITIES_FUNCTION, undefined, { get: true }).retry(false);
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
