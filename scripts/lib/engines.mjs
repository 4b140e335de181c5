// Where the engine browser tests (tests/engines) and scripts/check-tools.mjs find Firefox ESR and WebKitGTK, decided in
// one place: the file a variable names (even a missing one, so that a wrong path is reported), else the place Debian's
// package puts it. Nothing here downloads a browser.

/** MiniBrowser lives under the machine's multiarch folder (x86_64-linux-gnu, aarch64-linux-gnu). */
const MULTIARCH = { x64: 'x86_64-linux-gnu', arm64: 'aarch64-linux-gnu' }[process.arch] ?? `${process.arch}-linux-gnu`;

export const ENGINE_BINARIES = {
  /** Debian's firefox-esr. */
  firefox: { variable: 'FIREFOX_PATH', system: '/usr/bin/firefox-esr' },
  /** Debian's webkit2gtk-driver. */
  webkitDriver: { variable: 'WEBKIT_DRIVER_PATH', system: '/usr/bin/WebKitWebDriver' },
  /** From libwebkit2gtk-4.1-0, which webkit2gtk-driver depends on. */
  miniBrowser: { variable: 'MINIBROWSER_PATH', system: `/usr/lib/${MULTIARCH}/webkit2gtk-4.1/MiniBrowser` },
};

/** The path of an engine binary, and the variable that named it (null for the system's place). */
export function locateEngineBinary(name, env = process.env) {
  const { variable, system } = ENGINE_BINARIES[name];
  return env[variable] ? { path: env[variable], variable } : { path: system, variable: null };
}
