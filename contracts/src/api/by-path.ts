import type { ApiCall, CallBodyInput, CallQueryInput, CallResponse } from './call';
import type { apiAreas } from './areas';

/**
 * The calls by method and path, for clients that name a call by its path (the web app, the browser
 * tests): `GetAnswer<'/api/investor_summary'>` is that call's answer. Types only.
 */
type Areas = typeof apiAreas;
type Member = { [A in keyof Areas]: Areas[A][keyof Areas[A]] }[keyof Areas];
type Call = Extract<Member, ApiCall>;

export type CallAt<M extends ApiCall['method'], P extends string> = Extract<Call, { method: M; path: P }>;
export type GetPath = Extract<Call, { method: 'GET' }>['path'];
export type PostPath = Extract<Call, { method: 'POST' }>['path'];
export type GetQuery<P extends GetPath> = CallQueryInput<CallAt<'GET', P>>;
export type GetAnswer<P extends GetPath> = CallResponse<CallAt<'GET', P>>;
export type PostBody<P extends PostPath> = CallBodyInput<CallAt<'POST', P>>;
export type PostAnswer<P extends PostPath> = CallResponse<CallAt<'POST', P>>;
