import type { InstanceContext } from '../../atoms/context.ts';
import { createEmbeddedActions } from '../../features/embedded/index.ts';

/** The embedded (e-mail / social) wallet's chunk: the hidden frame, login flows, provider and approval. */
export const createEmbedded = (ctx: InstanceContext) => createEmbeddedActions(ctx);

export type EmbeddedActions = ReturnType<typeof createEmbedded>;
