import { configureStore } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import { demoReducer } from './demoSlice';
import { saveDemoState } from './persistence';
import type { DemoRootState } from './selectors';
import type { DemoState } from './types';

/** The demo's own store: the page's session store is never touched by the demo. */
export function createDemoStore(preloaded?: DemoState | null, storage?: Storage) {
  const store = configureStore({
    reducer: { demo: demoReducer },
    preloadedState: preloaded ? { demo: preloaded } : undefined,
  });
  if (storage) {
    let last = store.getState().demo;
    store.subscribe(() => {
      const next = store.getState().demo;
      if (next !== last) {
        last = next;
        saveDemoState(storage, next);
      }
    });
  }
  return store;
}

export type DemoStore = ReturnType<typeof createDemoStore>;
export type DemoDispatch = DemoStore['dispatch'];

export const useDemoDispatch = () => useDispatch<DemoDispatch>();
export const useDemo = () => useSelector((s: DemoRootState) => s.demo);
