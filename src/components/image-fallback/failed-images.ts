/**
 * Marks the `ImageFallback` candidate whose image failed (`data-failed`), so the next one shows. An image may have
 * failed before this script ran: such images are found too. Error events do not bubble, so the listener captures.
 */
export function imageFallbacks(document: Document): void {
  const chain = '[data-enhance~="image-fallback"]';
  const fail = (image: HTMLImageElement) => image.closest("[data-candidate]")?.setAttribute("data-failed", "");
  document.addEventListener(
    "error",
    (event) => {
      if (event.target instanceof HTMLImageElement && event.target.closest(chain)) fail(event.target);
    },
    true,
  );
  document.querySelectorAll<HTMLImageElement>(`${chain} img`).forEach((image) => {
    if (image.getAttribute("src") && image.complete && image.naturalWidth === 0) fail(image);
  });
}
