import {
  createLoadingBar,
  LOADING_DURATION_MS,
  LOADING_HIDE_MS,
  LOADING_THROTTLE_MS,
  type LoadingState,
} from './loadingBar';

describe('the page-loading bar', () => {
  let seen: LoadingState[];
  let bar: ReturnType<typeof createLoadingBar>;

  beforeEach(() => {
    jest.useFakeTimers();
    seen = [];
    bar = createLoadingBar((state) => seen.push(state));
  });
  afterEach(() => jest.useRealTimers());

  describe('given a navigation that lands within the throttle window', () => {
    it('never shows the bar', () => {
      bar.start();
      jest.advanceTimersByTime(LOADING_THROTTLE_MS - 1);
      bar.done();
      jest.advanceTimersByTime(2000);
      expect(seen).toEqual([]);
      expect(bar.state.status).toBe('idle');
    });
  });

  describe('given a slow navigation', () => {
    it('shows the bar after 200 ms and fills it over about 5 s without reaching the end', () => {
      bar.start();
      jest.advanceTimersByTime(LOADING_THROTTLE_MS);
      expect(bar.state.status).toBe('loading');
      jest.advanceTimersByTime(LOADING_DURATION_MS / 2);
      expect(bar.state.value).toBeGreaterThan(0.4);
      expect(bar.state.value).toBeLessThan(0.6);
      jest.advanceTimersByTime(LOADING_DURATION_MS * 2);
      expect(bar.state.value).toBeCloseTo(0.9, 2);
    });

    it('completes, then hides 500 ms after finishing', () => {
      bar.start();
      jest.advanceTimersByTime(LOADING_THROTTLE_MS + 300);
      bar.done();
      expect(bar.state).toEqual({ status: 'done', value: 1 });
      jest.advanceTimersByTime(LOADING_HIDE_MS - 1);
      expect(bar.state.status).toBe('done');
      jest.advanceTimersByTime(1);
      expect(bar.state.status).toBe('idle');
    });

    it('shows the failed style when loading fails', () => {
      bar.start();
      jest.advanceTimersByTime(LOADING_THROTTLE_MS + 100);
      bar.fail();
      expect(bar.state.status).toBe('failed');
      jest.advanceTimersByTime(LOADING_HIDE_MS);
      expect(bar.state.status).toBe('idle');
    });
  });
});
