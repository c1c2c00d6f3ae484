/**
 * The WalletConnect relay without its sockets: clients (known by their JWT `iss`), their
 * subscriptions, the mailbox and the JSON-RPC methods of `@walletconnect/core` 2.x.
 * websocket.ts feeds it text frames and gives it a way to answer.
 *
 * A client's subscriptions outlive its socket: when it comes back (same `iss`), it gets every
 * message of its topics it has not acknowledged yet as soon as it sends its first frame, and a
 * new subscriber to a topic gets what the topic holds.
 */
import { createHash } from 'node:crypto';
import type { z } from 'zod';
import { describeIssues } from '../validate.ts';
import { createMailbox, type StoredMessage } from './mailbox.ts';
import {
  type DeliveredMessage,
  isRelayMethod,
  methodParams,
  type PublishParams,
  RPC_ERRORS,
  type RelayMethod,
  type RpcId,
  requestFrameSchema,
  responseFrameSchema,
} from './protocol.ts';

/** One open socket of a client. */
export type RelayConnection = {
  /** A text frame from the client. */
  receive(text: string): void;
  /** The socket is gone; the client's subscriptions and undelivered messages stay. */
  close(): void;
};

export type RelaySnapshot = {
  clients: Array<{ id: string; connected: boolean; topics: string[] }>;
  topics: Array<{ topic: string; subscribers: number; messages: number }>;
};

export type Relay = {
  /** A client's new socket; `send` writes one JSON-RPC frame to it. The newest socket of a client gets its messages. */
  open(clientId: string, send: (frame: object) => void): RelayConnection;
  snapshot(): RelaySnapshot;
  /** Drops expired messages. */
  prune(): void;
};

export type RelayOptions = {
  now?: () => number;
  /** One line per request, e.g. `relay: did:key:z6Mk…abcd irn_publish 3f2a…`. */
  log?: (line: string) => void;
};

type Client = {
  id: string;
  /** topic → subscription id */
  subscriptions: Map<string, string>;
  connection: ConnectionState | undefined;
};

type ConnectionState = {
  client: Client;
  send: (frame: object) => void;
  /** Our `irn_subscription` ids (normalised) → the message, until the client acknowledges. */
  awaitingAck: Map<string, StoredMessage>;
  /** Messages already written to this socket (acknowledged or not): a socket never gets one twice. */
  sent: WeakSet<StoredMessage>;
  /**
   * The client has sent a frame. Until then nothing is delivered: the SDK starts reading a socket a
   * moment after it opens, and a frame that comes in that moment is lost to it (with its ack).
   */
  heard: boolean;
};

/** What a method handler may do after its answer is written (deliveries come after the answer). */
type Later = Array<() => void>;

/** Same formula as the SDK (`hashMessage(topic + clientId)`), so both sides name a subscription alike. */
export const subscriptionId = (topic: string, clientId: string) =>
  createHash('sha256')
    .update(topic + clientId)
    .digest('hex');

/** `"1712…n"` (a BigInt the SDK serialised), `"1712…"` and `1712…` are the same id. */
const idKey = (id: RpcId) => String(id).replace(/n$/, '');

const short = (value: string) => (value.length > 16 ? `${value.slice(0, 12)}…${value.slice(-4)}` : value);

export function createRelay({ now = Date.now, log }: RelayOptions = {}): Relay {
  const mailbox = createMailbox({ now });
  const clients = new Map<string, Client>();
  const subscribers = new Map<string, Set<Client>>();
  // Below 2^53 (the SDK parses larger ids into BigInts) and unlike the ids of an earlier run.
  let nextRpcId = now() * 1000;

  const clientFor = (id: string): Client => {
    let client = clients.get(id);
    if (!client) {
      client = { id, subscriptions: new Map(), connection: undefined };
      clients.set(id, client);
    }
    return client;
  };

  /** Writes every message `client` has still to get on `topic` to its current socket. */
  const deliver = (client: Client, topic: string) => {
    const connection = client.connection;
    const subscription = client.subscriptions.get(topic);
    if (!connection?.heard || subscription === undefined) return;
    for (const stored of mailbox.pendingFor(topic, client.id)) {
      if (connection.sent.has(stored)) continue;
      connection.sent.add(stored);
      const id = nextRpcId++;
      connection.awaitingAck.set(idKey(id), stored);
      connection.send({ id, jsonrpc: '2.0', method: 'irn_subscription', params: { id: subscription, data: delivered(stored) } });
    }
  };

  const subscribe = (client: Client, topic: string, later: Later): string => {
    const id = subscriptionId(topic, client.id);
    client.subscriptions.set(topic, id);
    let set = subscribers.get(topic);
    if (!set) subscribers.set(topic, (set = new Set()));
    set.add(client);
    later.push(() => deliver(client, topic));
    return id;
  };

  const unsubscribe = (client: Client, topic: string) => {
    client.subscriptions.delete(topic);
    const set = subscribers.get(topic);
    set?.delete(client);
    if (set?.size === 0) subscribers.delete(topic);
  };

  const publish = (client: Client, params: PublishParams, later: Later) => {
    mailbox.put({ ...params, publisher: client.id });
    for (const subscriber of subscribers.get(params.topic) ?? []) {
      if (subscriber !== client) later.push(() => deliver(subscriber, params.topic));
    }
  };

  type Handler<M extends RelayMethod> = (client: Client, params: z.output<(typeof methodParams)[M]>, later: Later) => unknown;
  const handlers: { [M in RelayMethod]: Handler<M> } = {
    irn_subscribe: (client, { topic }, later) => subscribe(client, topic, later),
    irn_batchSubscribe: (client, { topics }, later) => topics.map((topic) => subscribe(client, topic, later)),
    irn_unsubscribe: (client, { topic }) => {
      unsubscribe(client, topic);
      return true;
    },
    irn_batchUnsubscribe: (client, { subscriptions }) => {
      for (const { topic } of subscriptions) unsubscribe(client, topic);
      return true;
    },
    irn_publish: (client, params, later) => {
      publish(client, params, later);
      return true;
    },
    irn_batchPublish: (client, { messages }, later) => {
      for (const message of messages) publish(client, message, later);
      return true;
    },
    irn_batchFetchMessages: (client, { topics }) => {
      // Fetched counts as delivered: the answer is the client's copy.
      const messages = topics.flatMap((topic) => mailbox.pendingFor(topic, client.id));
      for (const stored of messages) mailbox.acknowledge(stored, client.id);
      return { messages: messages.map(delivered), hasMore: false };
    },
    wc_proposeSession: (client, { pairingTopic, sessionProposal, ttl, attestation }, later) => {
      subscribe(client, pairingTopic, later);
      publish(client, { topic: pairingTopic, message: sessionProposal, ttl, attestation }, later);
      return true;
    },
    wc_approveSession: (client, params, later) => {
      subscribe(client, params.sessionTopic, later);
      // The answer first: the dapp subscribes to the session topic when it reads it, then finds the settlement waiting.
      publish(client, { topic: params.pairingTopic, message: params.sessionProposalResponse, ttl: params.ttl }, later);
      publish(client, { topic: params.sessionTopic, message: params.sessionSettlementRequest, ttl: params.ttl }, later);
      return true;
    },
  };

  const onRequest = (connection: ConnectionState, frame: unknown) => {
    const request = requestFrameSchema.safeParse(frame);
    if (!request.success) return fail(connection, idOf(frame), RPC_ERRORS.invalidRequest, describeIssues(request.error));
    const { id, method } = request.data;
    if (!isRelayMethod(method)) return fail(connection, id, RPC_ERRORS.methodNotFound, `unknown method ${method}`);
    const params = methodParams[method].safeParse(request.data.params);
    if (!params.success) return fail(connection, id, RPC_ERRORS.invalidParams, `${method}: ${describeIssues(params.error)}`);
    log?.(`relay: ${short(connection.client.id)} ${method}${topicsOf(params.data)}`);

    const later: Later = [];
    const handler = handlers[method] as Handler<typeof method>;
    const result = handler(connection.client, params.data, later);
    connection.send({ id, jsonrpc: '2.0', result });
    for (const next of later) next();
  };

  const onResponse = (connection: ConnectionState, frame: unknown) => {
    const response = responseFrameSchema.safeParse(frame);
    if (!response.success) return fail(connection, idOf(frame), RPC_ERRORS.invalidRequest, describeIssues(response.error));
    const key = idKey(response.data.id);
    const stored = connection.awaitingAck.get(key);
    if (!stored) return; // an answer to nothing we sent: ignored, as the real relay does
    connection.awaitingAck.delete(key);
    if ('result' in response.data) mailbox.acknowledge(stored, connection.client.id);
    else connection.sent.delete(stored); // refused: offered again on the next subscribe or reconnect
  };

  const onFrame = (connection: ConnectionState, text: string) => {
    let frame: unknown;
    try {
      frame = JSON.parse(text);
    } catch {
      return fail(connection, null, RPC_ERRORS.parse, 'not JSON');
    }
    if (typeof frame !== 'object' || frame === null || Array.isArray(frame)) {
      return fail(connection, null, RPC_ERRORS.invalidRequest, 'expected one JSON-RPC object');
    }
    try {
      if ('method' in frame) onRequest(connection, frame);
      else onResponse(connection, frame);
    } catch (error) {
      fail(connection, idOf(frame), RPC_ERRORS.internal, error instanceof Error ? error.message : 'internal error');
    }
  };

  const receive = (connection: ConnectionState, text: string) => {
    const first = !connection.heard;
    connection.heard = true;
    onFrame(connection, text);
    // Back after a drop or a reload: what came for it meanwhile, even before it re-subscribes.
    if (first) for (const topic of connection.client.subscriptions.keys()) deliver(connection.client, topic);
  };

  return {
    open(clientId, send) {
      const client = clientFor(clientId);
      const connection: ConnectionState = { client, send, awaitingAck: new Map(), sent: new WeakSet(), heard: false };
      client.connection = connection;
      log?.(`relay: ${short(clientId)} connected`);
      return {
        receive: (text) => receive(connection, text),
        close() {
          if (client.connection === connection) client.connection = undefined;
          log?.(`relay: ${short(clientId)} disconnected`);
        },
      };
    },
    snapshot() {
      const sizes = mailbox.sizes();
      const topics = new Set([...subscribers.keys(), ...sizes.keys()]);
      return {
        clients: [...clients.values()].map((client) => ({
          id: client.id,
          connected: client.connection !== undefined,
          topics: [...client.subscriptions.keys()],
        })),
        topics: [...topics].map((topic) => ({ topic, subscribers: subscribers.get(topic)?.size ?? 0, messages: sizes.get(topic) ?? 0 })),
      };
    },
    prune: () => mailbox.prune(),
  };
}

function fail(connection: ConnectionState, id: RpcId | null, code: number, message: string): void {
  connection.send({ id, jsonrpc: '2.0', error: { code, message } });
}

/** The id of a frame that failed to parse, when it has a usable one (JSON-RPC answers such errors with it, else null). */
function idOf(frame: unknown): RpcId | null {
  const id = typeof frame === 'object' && frame !== null && 'id' in frame ? frame.id : null;
  return typeof id === 'number' || (typeof id === 'string' && id !== '') ? id : null;
}

function delivered(stored: StoredMessage): DeliveredMessage {
  const { topic, message, publishedAt, attestation, tag } = stored;
  return { topic, message, publishedAt, attestation, ...(tag === undefined ? {} : { tag }) };
}

/** ` <topic>` or ` <n> topics` for the log line. */
function topicsOf(params: object): string {
  const topic = 'topic' in params ? params.topic : 'pairingTopic' in params ? params.pairingTopic : undefined;
  if (typeof topic === 'string') return ` ${short(topic)}`;
  const list = 'topics' in params ? params.topics : 'messages' in params ? params.messages : undefined;
  return Array.isArray(list) ? ` ${list.length} topics` : '';
}
