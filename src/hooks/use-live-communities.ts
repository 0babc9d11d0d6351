import { useCallback, useEffect, useRef, useState } from "react";
import { backendConfig } from "../lib/backend-config";
import { type LiveCommunityFields, mergeLiveCommunities, readLiveCommunities } from "../lib/live-communities";

/**
 * The communities as built, then, when the site has a backend, with the database's counts. A failed read
 * keeps what is on screen and reports the §8 message; `retry` reads again and replaces the list.
 */
export function useLiveCommunities<T extends LiveCommunityFields>(built: readonly T[]) {
  const builtRef = useRef(built);
  const [communities, setCommunities] = useState<readonly T[]>(built);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);

  const refresh = useCallback(async () => {
    if (!backendConfig()) return;
    setLoading(true);
    const read = await readLiveCommunities();
    setLoading(false);
    if (read.ok) {
      setCommunities(mergeLiveCommunities(builtRef.current, read.communities));
      setError(null);
    } else {
      setError(read.message);
    }
  }, []);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  return { communities, error, loading, retry: refresh };
}
