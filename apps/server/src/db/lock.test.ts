import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './lock.js';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'acp-lock-'));
  dirs.push(dir);
  return dir;
};

it('refuses a directory held by another live process, with a clear message', async () => {
  const dir = tempDir();
  const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 20000)']);
  try {
    fs.writeFileSync(path.join(dir, 'db.lock'), String(holder.pid));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(/already in use by another process/);
  } finally {
    holder.kill();
  }
});

it('takes over a lock left by a dead process and releases it', () => {
  const dir = tempDir();
  fs.writeFileSync(path.join(dir, 'db.lock'), '999999999');
  const release = lockDataDir(dir);
  expect(fs.readFileSync(path.join(dir, 'db.lock'), 'utf8')).toBe(String(process.pid));
  release();
  expect(fs.existsSync(path.join(dir, 'db.lock'))).toBe(false);
});
