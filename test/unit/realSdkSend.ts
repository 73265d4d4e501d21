// Unit files share a worker (vitest.config.ts), and test/unit/helpers.ts stubs `send` on the SDK's
// client classes for every file that imports it (aws-sdk-client-mock puts a sinon stub on each
// class's prototype). A file about what the real clients do takes the stubs off for its own tests
// and puts the same stubs back after, so the mocking files keep working.
import { afterAll, beforeAll } from 'vitest';

interface ClientClass {
  prototype: object;
}

export function useRealSdkSend(classes: readonly ClientClass[]): void {
  const hidden = new Map<ClientClass, PropertyDescriptor>();
  beforeAll(() => {
    for (const clientClass of classes) {
      const stub = Object.getOwnPropertyDescriptor(clientClass.prototype, 'send');
      if (!stub) continue;
      hidden.set(clientClass, stub);
      Reflect.deleteProperty(clientClass.prototype, 'send');
    }
  });
  afterAll(() => {
    for (const [clientClass, stub] of hidden) {
      Object.defineProperty(clientClass.prototype, 'send', stub);
    }
    hidden.clear();
  });
}
