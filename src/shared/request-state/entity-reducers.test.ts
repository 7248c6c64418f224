import { createEntityAdapter, createSlice } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import { entityReducers } from './entity-reducers';
import type { RequestMap } from './request-map';
import { ready, type RequestState } from './request-state';

interface Item {
  id: string;
  name: string;
}

const adapter = createEntityAdapter<Item>();
const initialState = adapter.getInitialState({
  requests: { list: ready(), create: ready() } as Record<'list' | 'create', RequestState>,
  deletes: {} as RequestMap,
});
type ItemsState = typeof initialState;

const items = entityReducers(adapter, (state: ItemsState) => state);
const slice = createSlice({
  name: 'items',
  initialState,
  reducers: {
    itemsRequested: items.list.started,
    itemsLoaded: items.list.loaded,
    itemsLoadFailed: items.list.failed,
    itemCreateRequested: items.op.started<{ name: string }>('create'),
    itemCreated: items.op.saved('create'),
    itemCreateFailed: items.op.failed('create'),
    itemRequestReset: items.op.reset,
    itemDeleteRequested: items.deletes.started,
    itemDeleted: items.deletes.deleted,
    itemDeleteFailed: items.deletes.failed,
    itemDeleteReset: items.deletes.reset,
  },
});
const actions = slice.actions;
const reduce = (...all: Parameters<typeof slice.reducer>[1][]) => all.reduce(slice.reducer, initialState);

const error = { status: 500, message: 'boom', fieldErrors: {} };
const a = { id: 'a', name: 'A' };
const b = { id: 'b', name: 'B' };

describe('entity reducers', () => {
  it('loads the list: entities replaced, request complete', () => {
    const state = reduce(actions.itemsRequested(), actions.itemsLoaded([a, b]));
    expect(state.ids).toEqual(['a', 'b']);
    expect(state.requests.list).toEqual({ status: 'Complete' });
    expect(reduce(actions.itemsRequested(), actions.itemsLoadFailed(error)).requests.list).toEqual({ status: 'Error', error });
  });

  it('runs an operation: started, saved into the collection, failed and reset', () => {
    const saved = reduce(actions.itemCreateRequested({ name: 'A' }), actions.itemCreated(a));
    expect(saved.entities.a).toEqual(a);
    expect(saved.requests).toEqual({ list: { status: 'Ready' }, create: { status: 'Complete' } });
    const failed = reduce(actions.itemCreateRequested({ name: 'A' }), actions.itemCreateFailed(error));
    expect(failed.requests.create).toEqual({ status: 'Error', error });
    expect(slice.reducer(failed, actions.itemRequestReset('create')).requests.create).toEqual({ status: 'Ready' });
  });

  it('deletes one row through its request map', () => {
    const loaded = reduce(actions.itemsLoaded([a, b]));
    const deleted = [actions.itemDeleteRequested({ id: 'a' }), actions.itemDeleted({ id: 'a' })].reduce(slice.reducer, loaded);
    expect(deleted.ids).toEqual(['b']);
    expect(deleted.deletes).toEqual({ a: { status: 'Complete' } });
    const failed = [actions.itemDeleteRequested({ id: 'b' }), actions.itemDeleteFailed({ id: 'b', error })].reduce(slice.reducer, loaded);
    expect(failed.deletes.b).toEqual({ status: 'Error', error });
    expect(slice.reducer(failed, actions.itemDeleteReset({ id: 'b' })).deletes.b).toEqual({ status: 'Ready' });
  });

  it('works on a collection nested in the slice state', () => {
    const nestedState = { items: adapter.getInitialState(), requests: { list: ready() }, deletes: {} as RequestMap };
    const nested = entityReducers(adapter, (state: typeof nestedState) => state.items);
    const nestedSlice = createSlice({
      name: 'nested',
      initialState: nestedState,
      reducers: { started: nested.list.started, loaded: nested.list.loaded, deleted: nested.deletes.deleted },
    });
    const { started, loaded, deleted } = nestedSlice.actions;
    const state = [started(), loaded([a, b]), deleted({ id: 'a' })].reduce(nestedSlice.reducer, nestedState);
    expect(state.items.ids).toEqual(['b']);
    expect(state.requests.list).toEqual({ status: 'Complete' });
  });

  it('types the payloads and operation names (checked by tsc)', () => {
    // @ts-expect-error the started action carries the payload the epic reads
    actions.itemCreateRequested();
    // @ts-expect-error only the slice's own operations can be reset
    actions.itemRequestReset('update');
    // @ts-expect-error only the slice's own operations get reducers
    items.op.failed('update');
    expect(actions.itemCreateRequested({ name: 'A' }).type).toBe('items/itemCreateRequested');
  });
});
