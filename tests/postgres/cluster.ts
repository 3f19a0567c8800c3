/**
 * A throwaway PostgreSQL cluster for the migration tests: Debian's server binaries, a data
 * directory in a fresh temp dir, listening only on a unix socket in that dir (no TCP port at all),
 * stopped and deleted afterwards. PostgreSQL refuses to run as root, so under root the cluster runs
 * as the `postgres` system user that Debian's package creates.
 */
import { execFileSync } from "node:child_process";
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export interface Cluster {
  /** Directory holding the unix socket; pass it as `host` to pg. */
  socketDir: string;
  port: number;
  superuser: string;
  stop(): void;
}

const INSTALL_HINT =
  "PostgreSQL server binaries not found under /usr/lib/postgresql/*/bin. These tests need a real PostgreSQL: " +
  "install Debian's package with `apt-get update && apt-get install -y postgresql` (CI's .ci/run does), " +
  "or set POSTGRES_BIN to a directory holding initdb and pg_ctl.";

/** The bin directory of the newest installed PostgreSQL (or POSTGRES_BIN). Throws when there is none. */
export function findPostgresBin(): string {
  const configured = process.env.POSTGRES_BIN;
  if (configured) {
    if (!existsSync(join(configured, "initdb"))) throw new Error(`POSTGRES_BIN=${configured} has no initdb. ${INSTALL_HINT}`);
    return configured;
  }
  const root = "/usr/lib/postgresql";
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((name) => existsSync(join(root, name, "bin", "initdb")) && existsSync(join(root, name, "bin", "pg_ctl")))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions.length === 0) throw new Error(INSTALL_HINT);
  return join(root, versions[0]!, "bin");
}

/** uid/gid to run the server as: ourselves, or under root the `postgres` system user. */
function serverUser(): { uid: number; gid: number } | null {
  if (typeof process.getuid !== "function" || process.getuid() !== 0) return null;
  const line = readFileSync("/etc/passwd", "utf8")
    .split("\n")
    .find((entry) => entry.startsWith("postgres:"));
  if (!line) {
    throw new Error(
      "Running as root, and there is no `postgres` system user to run PostgreSQL as (it refuses to run as root). " +
        "Debian's postgresql package creates that user; or run the tests as a non-root user.",
    );
  }
  const [, , uid, gid] = line.split(":");
  return { uid: Number(uid), gid: Number(gid) };
}

export function startCluster(): Cluster {
  const bin = findPostgresBin();
  const user = serverUser();
  const dir = mkdtempSync(join(tmpdir(), "pg-supabase-"));
  const dataDir = join(dir, "data");
  const logFile = join(dir, "server.log");
  if (user) {
    chownSync(dir, user.uid, user.gid);
    chmodSync(dir, 0o700);
  }
  const run = (command: string, args: string[]) =>
    execFileSync(join(bin, command), args, {
      stdio: "pipe",
      env: { ...process.env, LC_ALL: "C", TZ: "UTC" },
      ...(user ?? {}),
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
    throw new Error(`Could not start a throwaway PostgreSQL cluster: ${detail}\n${log}`, { cause: error });
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
