import { useEffect, useRef, useState, type RefObject } from "react";

/**
 * True once an image inside the returned ref's element fails to load. The server-rendered
 * <img> may fail before React hydrates and attaches its handlers, so besides listening in the
 * capture phase (error events do not bubble) we catch an image that already failed. The
 * failure belongs to the `image` given, so a different image is shown and watched afresh.
 */
export function useImageFailed<T extends HTMLElement>(image: unknown): [RefObject<T>, boolean] {
  const ref = useRef<T>(null);
  const [failure, setFailure] = useState<{ image: unknown } | null>(null);
  const failed = failure !== null && failure.image === image;
  useEffect(() => {
    const wrapper = ref.current;
    if (failed || !wrapper) return undefined;
    const fail = () => setFailure({ image });
    const onError = (event: Event) => {
      if (event.target instanceof HTMLImageElement) fail();
    };
    wrapper.addEventListener("error", onError, true);
    const broken = Array.from(wrapper.querySelectorAll("img")).some(
      (img) => img instanceof HTMLImageElement && img.getAttribute("src") && img.complete && img.naturalWidth === 0,
    );
    if (broken) fail();
    return () => wrapper.removeEventListener("error", onError, true);
  }, [image, failed]);
  return [ref, failed];
}
