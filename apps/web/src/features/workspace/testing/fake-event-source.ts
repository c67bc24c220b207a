/**
 * A stand-in for the browser's EventSource: tests open, feed and break the connections the
 * code under test makes (`FakeEventSource.instances`), as a server would.
 */
export class FakeEventSource {
  static instances: FakeEventSource[] = [];

  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  closed = false;

  constructor(readonly url: string) {
    FakeEventSource.instances.push(this);
  }

  close() {
    this.closed = true;
  }

  /** The server accepted the connection. */
  open() {
    this.onopen?.(new Event('open'));
  }

  /** The server sent `data` (an object is sent as JSON). */
  send(data: unknown) {
    const text = typeof data === 'string' ? data : JSON.stringify(data);
    this.onmessage?.(new MessageEvent('message', { data: text }));
  }

  /** The connection failed or dropped. */
  fail() {
    this.onerror?.(new Event('error'));
  }

  /** The newest connection. */
  static get last(): FakeEventSource {
    const source = FakeEventSource.instances.at(-1);
    if (!source) throw new Error('no EventSource was opened');
    return source;
  }
}
