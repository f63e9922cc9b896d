/** Spec §4/§9 page-loading bar: shown only if loading outlasts 200 ms, fills over 5 s, hides 500 ms after the end. */
export const LOADING_THROTTLE_MS = 200;
export const LOADING_DURATION_MS = 5000;
export const LOADING_HIDE_MS = 500;

export type LoadingStatus = 'idle' | 'loading' | 'done' | 'failed';
export interface LoadingState {
  status: LoadingStatus;
  /** 0..1; eases toward 0.9 while loading so a slow page never looks finished. */
  value: number;
}

type Timers = Pick<
  typeof globalThis,
  'setTimeout' | 'clearTimeout' | 'setInterval' | 'clearInterval'
>;

const TICK_MS = 100;

/** A small state machine, independent of React so its timing can be tested with fake timers. */
export function createLoadingBar(
  onChange: (state: LoadingState) => void,
  timers: Timers = globalThis,
) {
  let state: LoadingState = { status: 'idle', value: 0 };
  let throttle: ReturnType<typeof setTimeout> | undefined;
  let hide: ReturnType<typeof setTimeout> | undefined;
  let tick: ReturnType<typeof setInterval> | undefined;
  let startedAt = 0;
  let pending = false;

  const emit = (next: LoadingState) => {
    state = next;
    onChange(state);
  };
  const clearAll = () => {
    timers.clearTimeout(throttle);
    timers.clearTimeout(hide);
    timers.clearInterval(tick);
  };
  const finish = (status: 'done' | 'failed') => {
    const wasShown = state.status === 'loading';
    pending = false;
    clearAll();
    if (!wasShown) return; // finished inside the throttle window: never flash the bar
    emit({ status, value: 1 });
    hide = timers.setTimeout(() => emit({ status: 'idle', value: 0 }), LOADING_HIDE_MS);
  };

  return {
    get state() {
      return state;
    },
    start() {
      if (pending) return;
      pending = true;
      clearAll();
      throttle = timers.setTimeout(() => {
        startedAt = Date.now();
        emit({ status: 'loading', value: 0.05 });
        tick = timers.setInterval(() => {
          const progress = Math.min((Date.now() - startedAt) / LOADING_DURATION_MS, 1);
          emit({ status: 'loading', value: 0.05 + 0.85 * progress });
        }, TICK_MS);
      }, LOADING_THROTTLE_MS);
    },
    done: () => finish('done'),
    fail: () => finish('failed'),
    dispose: clearAll,
  };
}
