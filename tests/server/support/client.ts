// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are checked by the tests' assertions
type Body = any;

export interface Answer {
  status: number;
  headers: Headers;
  body: Body;
  /** The raw bytes, for downloads. */
  bytes: Buffer;
}

export interface RequestOptions {
  token?: string;
  json?: unknown;
  /** Multipart fields: strings, or files as {name, data, type}. */
  form?: Record<string, string | { name: string; data: Buffer; type?: string }>;
  headers?: Record<string, string>;
}

/** Talks to the app over real HTTP, as a browser or another client would. */
export class ApiClient {
  constructor(readonly baseUrl: string) {}

  async request(method: string, path: string, options: RequestOptions = {}): Promise<Answer> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body: BodyInit | undefined;
    if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    } else if (options.form) {
      const form = new FormData();
      for (const [key, value] of Object.entries(options.form)) {
        if (typeof value === 'string') form.append(key, value);
        else form.append(key, new Blob([new Uint8Array(value.data)], { type: value.type ?? 'application/octet-stream' }), value.name);
      }
      body = form;
    }
    const response = await fetch(`${this.baseUrl}${path}`, { method, headers, body });
    const bytes = Buffer.from(await response.arrayBuffer());
    const isJson = response.headers.get('content-type')?.includes('application/json');
    return {
      status: response.status,
      headers: response.headers,
      bytes,
      body: isJson && bytes.length ? JSON.parse(bytes.toString('utf8')) : bytes.toString('utf8'),
    };
  }

  get = (path: string, options?: RequestOptions) => this.request('GET', path, options);
  post = (path: string, options?: RequestOptions) => this.request('POST', path, options);
  put = (path: string, options?: RequestOptions) => this.request('PUT', path, options);
  delete = (path: string, options?: RequestOptions) => this.request('DELETE', path, options);
}
