import { countUp } from "../../counter/count-up";
import { liveSeats } from "../../event-meta/live-seats";
import { imageFallbacks } from "../../image-fallback/failed-images";
import { clock } from "../../timed/clock";

/**
 * Plain DOM code for the elements marked `data-enhance`, each beside the component whose HTML it works on; run once,
 * when the page's boot script runs. None of them needs React.
 */
export function runBehaviours(document: Document): void {
  clock(document);
  imageFallbacks(document);
  countUp(document);
  void liveSeats(document);
}
