import React, { useEffect, useId, useRef, useState } from "react";
import { useEnhanced } from "../../hooks/use-enhanced";
import { useMediaQuery } from "../../hooks/use-media-query";
import { usePrefersReducedMotion } from "../../hooks/use-prefers-reduced-motion";
import { Icon } from "../icon/icon";
import { PauseToggle } from "../pause-toggle/pause-toggle";
import { QuoteCard, type QuoteCardProps } from "../quote-card/quote-card";
import { SLIDES_PER_VIEW, WIDE_QUERY } from "./per-view";
import * as styles from "./testimonial-carousel.module.scss";

export const CAROUSEL_INTERVAL_MS = 5000;

export interface TestimonialCarouselProps {
  testimonials: readonly QuoteCardProps[];
  /** Accessible name of the carousel. */
  label: string;
}

/**
 * Testimonials that advance every 5 s and wrap around. Rotation stops while
 * the pointer is over the carousel or anything in it has focus, stays stopped
 * after Pause until Play, and never starts under reduced motion. Controls
 * appear only when there are more testimonials than fit in one view. Without
 * JavaScript the testimonials are a list that scrolls sideways.
 */
export function TestimonialCarousel({ testimonials, label }: TestimonialCarouselProps): React.ReactElement {
  const trackId = useId();
  const reduced = usePrefersReducedMotion();
  const perView = useMediaQuery(WIDE_QUERY, false) ? SLIDES_PER_VIEW.wide : SLIDES_PER_VIEW.narrow;
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [paused, setPaused] = useState(false);
  const enhanced = useEnhanced();
  const ref = useRef<HTMLElement>(null);

  const count = testimonials.length;
  const positions = Math.max(1, count - perView + 1);
  const scrollable = count > perView;
  // Going from one to three per view leaves fewer positions; stay on the last one.
  const current = Math.min(index, positions - 1);
  const playing = scrollable && !reduced && !hovered && !focused && !paused;

  useEffect(() => {
    if (!playing) return undefined;
    const timer = window.setTimeout(() => setIndex((current + 1) % positions), CAROUSEL_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [playing, current, positions]);

  // The island may hydrate under a pointer already resting on it, or with focus already inside (it hydrates when
  // focus lands here): no enter or focus event comes then, so the rotation starts held as those events hold it.
  useEffect(() => {
    const element = ref.current;
    if (element?.matches(":hover")) setHovered(true);
    if (element?.contains(document.activeElement)) setFocused(true);
  }, []);

  const onBlur = (event: React.FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <section
      ref={ref}
      className={`${styles.carousel} ${enhanced ? "" : styles.list}`}
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
      data-playing={playing}
    >
      {/* Until React runs it (or without JS) a list that scrolls sideways: focusable, so a keyboard can scroll it.
          It stays focusable once React runs it: the island hydrates when focus lands here, and an element that
          stopped being focusable would drop that focus to <body>. Focus inside also holds the rotation.
          A scrollable region must be reachable by keyboard (WCAG 2.1.1, axe scrollable-region-focusable),
          which is what the lint rule below does not know. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className={styles.viewport} tabIndex={0}>
        <div
          id={trackId}
          className={styles.track}
          style={{ "--carousel-index": current } as React.CSSProperties}
          aria-live={playing ? "off" : "polite"}
        >
          {testimonials.map((testimonial, i) => {
            const visible = i >= current && i < current + perView;
            return (
              <div
                key={testimonial.name}
                className={styles.slide}
                role="group"
                aria-roledescription="slide"
                aria-label={`${i + 1} of ${count}`}
                aria-hidden={enhanced ? !visible : undefined}
              >
                <QuoteCard {...testimonial} />
              </div>
            );
          })}
        </div>
      </div>
      {scrollable && (
        <div className={styles.controls}>
          <PauseToggle paused={paused} onToggle={() => setPaused(!paused)} subject="testimonials" />
          <button
            type="button"
            className={styles.arrow}
            aria-controls={trackId}
            aria-label="Previous testimonials"
            onClick={() => setIndex((current - 1 + positions) % positions)}
          >
            <Icon name="chevron-left" />
          </button>
          <div className={styles.dots} role="group" aria-label="Choose testimonials">
            {Array.from({ length: positions }, (_, i) => (
              <button
                key={i}
                type="button"
                className={styles.dot}
                aria-controls={trackId}
                aria-label={`Show testimonial ${i + 1}`}
                aria-current={i === current ? "true" : undefined}
                onClick={() => setIndex(i)}
              />
            ))}
          </div>
          <button
            type="button"
            className={styles.arrow}
            aria-controls={trackId}
            aria-label="Next testimonials"
            onClick={() => setIndex((current + 1) % positions)}
          >
            <Icon name="chevron-right" />
          </button>
        </div>
      )}
      {scrollable && (
        <div className={`${styles.progress} ${reduced ? styles.still : ""}`} aria-hidden="true">
          {playing && (
            <span
              key={current}
              className={styles.progressBar}
              style={{ animationDuration: `${CAROUSEL_INTERVAL_MS}ms` }}
              data-testid="carousel-progress"
            />
          )}
        </div>
      )}
    </section>
  );
}
