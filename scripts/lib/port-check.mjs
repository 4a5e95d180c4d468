// Is a TCP port free on an address? `npm run prod` asks before it builds or starts anything, so a
// port another program holds is a clear refusal instead of a server that dies behind a ready line.
import net from "node:net";

const bare = (host) => host.replace(/^\[(.*)\]$/, "$1");

/** "free", "in-use", or "unavailable" (the address does not exist here, e.g. no IPv6). */
export function probePort(host, port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once("error", (error) =>
      resolve(error.code === "EADDRNOTAVAIL" || error.code === "EAFNOSUPPORT" ? "unavailable" : "in-use"),
    );
    server.listen({ host: bare(host), port, exclusive: true }, () => server.close(() => resolve("free")));
  });
}

/**
 * Checks each { name, port, hosts }. Returns the problems as sentences (empty when all are free)
 * and the hosts that exist on this machine for each check.
 */
export async function checkPorts(checks) {
  const problems = [];
  const hosts = {};
  for (const { name, port, hosts: wanted } of checks) {
    hosts[name] = [];
    for (const host of wanted) {
      const state = await probePort(host, port);
      if (state === "in-use") problems.push(`port ${port} (${name}) is already in use on ${host}`);
      if (state !== "unavailable") hosts[name].push(host);
    }
  }
  return { problems, hosts };
}
