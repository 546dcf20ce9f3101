import { inImageCommand } from "./images.ts";

/**
 * The deployment test runs each service "in" its image through a private mount namespace. Wherever the checkout
 * lies — under the machine's /tmp, /srv or elsewhere — no mount may cover a source that a later mount still needs
 * (issue 27: from a checkout under /tmp, the image's empty /tmp hid the appdata volume's folder).
 */
function mountSteps(command: string[]): Array<{ source: string; target: string }> {
  const script = command[command.indexOf("-c") + 1];
  const args = command.slice(command.indexOf("-c") + 3);
  return [...script.matchAll(/mount --r?bind "\$(\d+)" "\$(\d+)"/g)].map(([, from, to]) => ({
    source: args[Number(from) - 1],
    target: args[Number(to) - 1],
  }));
}

const under = (inner: string, outer: string) => inner === outer || inner.startsWith(`${outer}/`);

test.each(["/tmp/clone", "/srv/checkout", "/work/main", "/etc-like/checkout"])(
  "from a checkout at %s, every mount's source is reached before a mount covers it",
  (checkout) => {
    const image = `${checkout}/.data/deployment-images/app`;
    const steps = mountSteps(
      inImageCommand(image, {
        workdir: "/srv/notewell",
        user: null,
        volumes: [[`${checkout}/.data/deployment-test-x/volumes/appdata`, "/srv/notewell/.data"]],
        argv: ["node", "server.js"],
      }),
    );
    expect(steps.map((step) => step.target)).toEqual(expect.arrayContaining(["/srv", "/etc", "/tmp"]));
    steps.forEach((step, i) => {
      for (const earlier of steps.slice(0, i)) expect(under(step.source, earlier.target)).toBe(false);
    });
    // The volume lands inside the image's /srv, which is mounted after it and carries it along.
    expect(steps[0]).toEqual({
      source: `${checkout}/.data/deployment-test-x/volumes/appdata`,
      target: `${image}/srv/notewell/.data`,
    });
  },
);
