import type { InstanceContext } from '../../atoms/context.ts';
import { withErrorReporting } from '../../core/errors/actionErrors.ts';
import { createEmbeddedActions } from '../../features/embedded/index.ts';
import { reportActionErrorTo } from '../../atoms/reportActionError.ts';

/**
 * The embedded (e-mail / social) wallet's chunk: the hidden frame, login flows, provider and approval. Every
 * action's failure is reported to error analytics and rethrown (SPEC section 8).
 */
export const createEmbedded = (ctx: InstanceContext) => withErrorReporting(createEmbeddedActions(ctx), reportActionErrorTo(ctx));

export type EmbeddedActions = ReturnType<typeof createEmbedded>;
