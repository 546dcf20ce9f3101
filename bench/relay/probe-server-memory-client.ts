/**
 * The client half of probe-server-memory.deno.ts (run by it): opens N WebSockets to the URL, says "open", sends
 * a 3,200-byte frame on each every 100 ms for the given seconds, says "streamed", and exits when stdin closes.
 */
import WebSocket from "ws";

const [url, count, seconds] = process.argv.slice(2);
const sockets: WebSocket[] = [];
for (let i = 0; i < Number(count); i++) {
  const socket = new WebSocket(url);
  await new Promise((resolve, reject) => {
    socket.once("open", resolve);
    socket.once("error", reject);
  });
  sockets.push(socket);
}
console.log("open");
await new Promise((resolve) => setTimeout(resolve, 1500));
const frame = Buffer.alloc(3200);
const timer = setInterval(() => sockets.forEach((socket) => socket.send(frame)), 100);
await new Promise((resolve) => setTimeout(resolve, Number(seconds) * 1000));
console.log("streamed");
process.stdin.resume();
process.stdin.on("end", () => {
  clearInterval(timer);
  sockets.forEach((socket) => socket.terminate());
  process.exit(0);
});
