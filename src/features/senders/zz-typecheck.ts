import { senderCreateRequested, senderCreated, senderRequestReset, sendersRequested, senderDeleteFailed, sendersLoaded, senderUpdateRequested, sendersReducer } from './slice';
import type { SenderFormValues, Sender } from './types';
declare const values: SenderFormValues;
declare const sender: Sender;
senderCreateRequested(values);
// @ts-expect-error payload required
senderCreateRequested();
// @ts-expect-error wrong payload
senderCreateRequested({ id: 'x' });
senderUpdateRequested({ id: '1', values });
// @ts-expect-error wrong payload
senderUpdateRequested(values);
senderCreated(sender);
// @ts-expect-error wrong payload
senderCreated(values);
sendersRequested();
// @ts-expect-error no payload
sendersRequested(1);
senderRequestReset('create');
// @ts-expect-error not an op
senderRequestReset('nope');
senderDeleteFailed({ id: '1', error: { status: 1, message: '', fieldErrors: {} } });
sendersLoaded([sender]);
const t: 'senders/senderCreateRequested' = senderCreateRequested.type;
const s: ReturnType<typeof sendersReducer> = sendersReducer(undefined, { type: '' });
const l: boolean = s.loaded;
export { t, l };
