import { useEffect, useRef, useState, type RefObject } from "react";

/**
 * True once an image inside the returned ref's element fails to load. GatsbyImage's own
 * `onError` only reports decoding problems, and its server-rendered <img> is not managed
 * by React, so we listen in the capture phase (error events do not bubble) and also
 * catch an image that already failed before hydration.
 */
export function useImageFailed<T extends HTMLElement>(): [RefObject<T>, boolean] {
  const ref = useRef<T>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const wrapper = ref.current;
    if (!wrapper) return undefined;
    const onError = (event: Event) => {
      if (event.target instanceof HTMLImageElement) setFailed(true);
    };
    wrapper.addEventListener("error", onError, true);
    const broken = Array.from(wrapper.querySelectorAll("img[data-main-image]")).some(
      (img) => img instanceof HTMLImageElement && img.getAttribute("src") && img.complete && img.naturalWidth === 0,
    );
    if (broken) setFailed(true);
    return () => wrapper.removeEventListener("error", onError, true);
  }, []);
  return [ref, failed];
}
