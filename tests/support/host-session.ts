// The reliability suite's sessions: files there start their own servers (no Vitest `inject`),
// so a session names its server's port; a failed sign-in stops the test at once.
import { SessionClient } from './session-client.ts';
import type { StoreResponse } from './http.ts';

export class HostSession extends SessionClient {
  constructor(port: number, host: string) {
    super(host, port);
  }

  override async login(email: string, password: string): Promise<StoreResponse> {
    const response = await super.login(email, password);
    if (response.status !== 200) throw new Error(`login of ${email} on ${this.host} failed: ${response.status} ${response.text.slice(0, 200)}`);
    return response;
  }
}
