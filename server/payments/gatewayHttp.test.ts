import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { bkashGateway } from './bkash';
import { GatewayUnreachable } from './gateway';

/** A gateway that answers every call with `answer`, for the driver's view of a broken connection. */
async function gatewayThat(timeoutMs: number, answer: (response: http.ServerResponse) => void) {
  const server = http.createServer((request, response) => {
    request.resume();
    request.on('end', () => answer(response));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const gateway = bkashGateway(
    { baseUrl: `http://127.0.0.1:${port}`, username: 'u', password: 'p', appKey: 'k', appSecret: 's' },
    { timeoutMs },
  );
  const close = () => {
    server.closeAllConnections();
    return new Promise((resolve) => server.close(resolve));
  };
  return { gateway, close };
}

const order = {
  invoice: 'HAAT-9001',
  amountPoisha: 10000,
  returnUrl: 'http://shop.test/payment/bkash/callback',
  customer: { name: 'Rahim', phone: '01711000000' },
};

test('an answer cut off halfway counts as no answer: whether the gateway acted is unknown', async () => {
  const { gateway, close } = await gatewayThat(10_000, (response) => {
    response.writeHead(200, { 'content-type': 'application/json', 'content-length': '200' });
    response.write('{"statusCode":"0000","id_tok');
    setTimeout(() => response.destroy(), 20);
  });
  const started = Date.now();
  try {
    await expect(gateway.start(order)).rejects.toThrow(GatewayUnreachable);
    // Known as soon as the connection closes, not at the end of the time allowed.
    expect(Date.now() - started).toBeLessThan(5000);
  } finally {
    await close();
  }
});

test('an answer that does not finish in time counts as no answer, and the call does not hang', async () => {
  const { gateway, close } = await gatewayThat(300, (response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.write('{"statusCode":"0000",');
  });
  const started = Date.now();
  try {
    await expect(gateway.start(order)).rejects.toThrow(/no answer within 300 ms/);
    expect(Date.now() - started).toBeLessThan(3000);
  } finally {
    await close();
  }
});
