import type { IGatsbyImageData } from "gatsby-plugin-image";
import React, { useState } from "react";
import { usLongDate } from "../../lib/us-dates";
import { ButtonLink } from "../button-link/button-link";
import { Icon } from "../icon/icon";
import { Picture } from "../picture/picture";
import { SmartLink } from "../smart-link/smart-link";
import { EmbedPlayer } from "./embed-player";
import { episodeMinutes } from "./episode-format";
import * as styles from "./episode-list.module.scss";

export interface Episode {
  id: string;
  name: string;
  description: string;
  /** ISO timestamp. */
  releaseDate: string;
  durationMs: number;
  url: string;
  embedUrl: string;
  cover: IGatsbyImageData;
}

export interface EpisodeListProps {
  episodes: readonly Episode[];
  /** The full catalogue on the streaming service, linked under the list. */
  viewAll?: { label: string; href: string };
}

/** Height of the compact single-episode player. */
export const EPISODE_PLAYER_HEIGHT = 152;

/**
 * Recent episodes. 'Listen now' opens that episode's player inline; opening another replaces it and the same
 * button closes it. Players are third-party iframes, so none is in the page until a visitor asks for one: an island.
 */
export function EpisodeList({ episodes, viewAll }: EpisodeListProps): React.ReactElement {
  const [openId, setOpenId] = useState<string | null>(null);
  return (
    <>
      <ul className={styles.list}>
        {episodes.map((episode) => {
          const open = openId === episode.id;
          const playerId = `episode-player-${episode.id}`;
          return (
            <li key={episode.id} className={styles.episode} data-testid="episode">
              <Picture image={episode.cover} alt="" className={styles.cover} />
              <div className={styles.body}>
                <h3 className={styles.name}>{episode.name}</h3>
                <p className={styles.meta}>
                  <time dateTime={episode.releaseDate}>{usLongDate(episode.releaseDate)}</time>
                  <span aria-hidden="true"> · </span>
                  <span>{episodeMinutes(episode.durationMs)} min</span>
                </p>
                <p className={styles.description}>{episode.description}</p>
                <div className={styles.actions}>
                  <button
                    type="button"
                    className={styles.listen}
                    aria-expanded={open}
                    aria-controls={playerId}
                    onClick={() => setOpenId(open ? null : episode.id)}
                  >
                    <Icon name={open ? "close" : "play"} size={16} />
                    {open ? "Close player" : "Listen now"}
                    <span className="visually-hidden">: {episode.name}</span>
                  </button>
                  <SmartLink href={episode.url} className={styles.external}>
                    Open in Spotify
                    {/* Six links of one name cannot be told apart in a list of links: each carries its episode. */}
                    <span className="visually-hidden">: {episode.name}</span>
                  </SmartLink>
                </div>
                <div id={playerId} className={styles.player} hidden={!open}>
                  {open && (
                    <EmbedPlayer
                      src={episode.embedUrl}
                      title={`Player: ${episode.name}`}
                      height={EPISODE_PLAYER_HEIGHT}
                    />
                  )}
                </div>
              </div>
            </li>
          );
        })}
      </ul>
      {viewAll && (
        <p className={styles.viewAll}>
          <ButtonLink href={viewAll.href} variant="secondary" icon="external-link">
            {viewAll.label}
          </ButtonLink>
        </p>
      )}
    </>
  );
}
