import type { Backplane, Scope } from './backplane/backplane';
import type { HubConnection } from './connection';
import type { Logger } from './types';

/**
 * Local membership (users, groups, connections) and the backplane subscriptions that follow
 * it: an instance listens to a user/group channel only while it has a local member.
 */
export class Lifetime {
  readonly byId = new Map<string, HubConnection>();
  private readonly users = new Map<string, Set<HubConnection>>();
  private readonly groups = new Map<string, Set<HubConnection>>();

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
    for (const group of connection.groups) {
      if (leave(this.groups, group, connection)) this.release({ kind: 'group', name: group });
    }
    connection.groups.clear();
    this.release({ kind: 'connection', name: connection.id });
  }

  async addToGroup(connection: HubConnection, group: string): Promise<void> {
    if (connection.state === 'closed' || connection.groups.has(group)) return;
    connection.groups.add(group);
    if (join(this.groups, group, connection)) await this.backplane.subscribe({ kind: 'group', name: group });
  }

  async removeFromGroup(connection: HubConnection, group: string): Promise<void> {
    if (!connection.groups.delete(group)) return;
    if (leave(this.groups, group, connection)) await this.backplane.unsubscribe({ kind: 'group', name: group });
  }

  /** Delivers a backplane message to the local members of its scope. */
  deliver(scope: Scope, payload: string): void {
    switch (scope.kind) {
      case 'all':
        for (const connection of this.byId.values()) connection.write(payload);
        return;
      case 'user':
        this.users.get(scope.name)?.forEach((c) => c.write(payload));
        return;
      case 'group':
        this.groups.get(scope.name)?.forEach((c) => c.write(payload));
        return;
      case 'connection':
        this.byId.get(scope.name)?.write(payload);
    }
  }

  localGroupMembers(group: string): number {
    return this.groups.get(group)?.size ?? 0;
  }

  private release(scope: Scope): void {
    this.backplane.unsubscribe(scope).catch((err: Error) => this.logger.warn(`Backplane unsubscribe failed: ${err.message}`));
  }
}

/** Adds to a ref-counted set; true when it is the first member. */
function join(map: Map<string, Set<HubConnection>>, key: string, connection: HubConnection): boolean {
  let set = map.get(key);
  if (!set) map.set(key, (set = new Set()));
  set.add(connection);
  return set.size === 1;
}

/** Removes from a ref-counted set; true when it was the last member. */
function leave(map: Map<string, Set<HubConnection>>, key: string, connection: HubConnection): boolean {
  const set = map.get(key);
  if (!set?.delete(connection)) return false;
  if (set.size) return false;
  map.delete(key);
  return true;
}
