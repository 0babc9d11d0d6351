import { act, renderHook } from "@testing-library/react";
import { useDelayed } from "../../src/hooks/use-delayed";

describe("useDelayed", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("calls the latest callback once, the given time after it turns active", () => {
    const first = jest.fn();
    const latest = jest.fn();
    const { rerender } = renderHook(({ active, then }) => useDelayed(active, 1000, then), {
      initialProps: { active: false, then: first },
    });
    act(() => jest.advanceTimersByTime(2000));
    rerender({ active: true, then: first });
    act(() => jest.advanceTimersByTime(600));
    // A re-render while waiting neither restarts the wait nor keeps the old callback.
    rerender({ active: true, then: latest });
    act(() => jest.advanceTimersByTime(399));
    expect(latest).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(latest).toHaveBeenCalledTimes(1);
    expect(first).not.toHaveBeenCalled();
  });

  it("is cancelled by turning inactive or unmounting first", () => {
    const then = jest.fn();
    const { rerender, unmount } = renderHook(({ active }) => useDelayed(active, 1000, then), {
      initialProps: { active: true },
    });
    act(() => jest.advanceTimersByTime(500));
    rerender({ active: false });
    act(() => jest.advanceTimersByTime(1000));
    rerender({ active: true });
    unmount();
    act(() => jest.advanceTimersByTime(2000));
    expect(then).not.toHaveBeenCalled();
  });
});
