/**
 * The reconnecting LISTEN connection: in @portal/projections beside the logger, so the event store
 * and the projectors' followers share one (projections/src/channel-listener.ts).
 */
export { channelListener, type ChannelHandlers, type ChannelListener } from '@portal/projections';
