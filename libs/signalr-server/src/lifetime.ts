import type { Backplane, Scope } from './backplane/backplane';
import type { HubConnection } from './connection';
import type { Logger } from './types';

/**
 * Local membership (users, groups, connections) and the backplane subscriptions that follow
 * it: an instance listens to a user/group channel only while it has a local member.
 */
export class Lifetime {
  readonly byId = new Map<string, HubConnection>();
  private readonly users = new Map<string, Members>();
  private readonly groups = new Map<string, Members>();

  constructor(private readonly backplane: Backplane, private readonly logger: Logger) {}

  async register(connection: HubConnection): Promise<void> {
    this.byId.set(connection.id, connection);
    const user = { kind: 'user', name: connection.principal.userId } as const;
    await Promise.all([
      join(this.users, user.name, connection) ? this.backplane.subscribe(user) : undefined,
      this.backplane.subscribe({ kind: 'connection', name: connection.id }),
    ]);
  }

  unregister(connection: HubConnection): void {
    if (this.byId.get(connection.id) !== connection) return;
    this.byId.delete(connection.id);
    if (leave(this.users, connection.principal.userId, connection)) this.release({ kind: 'user', name: connection.principal.userId });
    for (const group of connection.groups ?? []) {
      if (leave(this.groups, group, connection)) this.release({ kind: 'group', name: group });
    }
    connection.groups = undefined;
    this.release({ kind: 'connection', name: connection.id });
  }

  async addToGroup(connection: HubConnection, group: string): Promise<void> {
    if (connection.state === 'closed' || connection.groups?.has(group)) return;
    (connection.groups ??= new Set()).add(group);
    if (join(this.groups, group, connection)) await this.backplane.subscribe({ kind: 'group', name: group });
  }

  async removeFromGroup(connection: HubConnection, group: string): Promise<void> {
    if (!connection.groups?.delete(group)) return;
    if (leave(this.groups, group, connection)) await this.backplane.unsubscribe({ kind: 'group', name: group });
  }

  /** Delivers a backplane message to the local members of its scope. */
  deliver(scope: Scope, payload: string): void {
    switch (scope.kind) {
      case 'all':
        for (const connection of this.byId.values()) connection.write(payload);
        return;
      case 'user':
        forEachMember(this.users.get(scope.name), (c) => c.write(payload));
        return;
      case 'group':
        forEachMember(this.groups.get(scope.name), (c) => c.write(payload));
        return;
      case 'connection':
        this.byId.get(scope.name)?.write(payload);
    }
  }

  localGroupMembers(group: string): number {
    const members = this.groups.get(group);
    return members instanceof Set ? members.size : members ? 1 : 0;
  }

  private release(scope: Scope): void {
    this.backplane.unsubscribe(scope).catch((err: Error) => this.logger.warn(`Backplane unsubscribe failed: ${err.message}`));
  }
}

/**
 * The local members of a user or group: the connection itself while it is the only one (most users have one), a set
 * from the second on; an empty Set per user would be a good part of an idle connection's memory.
 */
type Members = HubConnection | Set<HubConnection>;

function forEachMember(members: Members | undefined, fn: (connection: HubConnection) => void): void {
  if (members instanceof Set) members.forEach(fn);
  else if (members) fn(members);
}

/** Adds a member; true when it is the first. */
function join(map: Map<string, Members>, key: string, connection: HubConnection): boolean {
  const members = map.get(key);
  if (!members) {
    map.set(key, connection);
    return true;
  }
  if (members instanceof Set) members.add(connection);
  else if (members !== connection) map.set(key, new Set([members, connection]));
  return false;
}

/** Removes a member; true when it was the last. */
function leave(map: Map<string, Members>, key: string, connection: HubConnection): boolean {
  const members = map.get(key);
  if (members === connection) {
    map.delete(key);
    return true;
  }
  if (!(members instanceof Set) || !members.delete(connection)) return false;
  if (members.size === 1) map.set(key, members.values().next().value!);
  return false;
}
