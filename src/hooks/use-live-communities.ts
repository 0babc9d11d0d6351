import { useCallback, useEffect, useState } from "react";
import { backendConfig } from "../lib/backend-config";
import { type LiveCommunityFields, mergeLiveCommunities, readLiveCommunities } from "../lib/live-communities";

/**
 * The communities as built, then, when the site has a backend, with the database's counts. A failed read
 * keeps what is on screen and reports the §8 message; `retry` reads again and replaces the list. The built
 * list may change meanwhile (its upcoming counts follow the visitor's clock): the database's figures are laid
 * over whatever it currently is.
 */
export function useLiveCommunities<T extends LiveCommunityFields>(built: readonly T[]) {
  const [live, setLive] = useState<readonly LiveCommunityFields[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);

  const refresh = useCallback(async () => {
    if (!backendConfig()) return;
    setLoading(true);
    const read = await readLiveCommunities();
    setLoading(false);
    if (read.ok) {
      setLive(read.communities);
      setError(null);
    } else {
      setError(read.message);
    }
  }, []);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  return { communities: live ? mergeLiveCommunities(built, live) : built, error, loading, retry: refresh };
}
