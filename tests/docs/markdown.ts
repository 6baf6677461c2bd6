/**
 * What the docs tell a reader to type: fenced code blocks (their commands, one per logical line) and
 * the inline code spans of the prose.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

export interface DocCommand {
  /** The doc, relative to the repository root. */
  file: string;
  /** 1-based line of the command's first line. */
  line: number;
  /** The command as written, continuation lines included (`\` + newline kept). */
  text: string;
}

export interface CodeBlock {
  file: string;
  /** 1-based line of the opening fence. */
  line: number;
  /** The fence's info string (`sh`, `js`, ...). */
  lang: string;
  /** The block's lines, without the fence's indentation. */
  body: string;
  commands: DocCommand[];
}

const FENCE = /^(\s*)(`{3,})(\S*)\s*$/;

/** Every fenced block of a Markdown text, with its commands (for a shell block). */
export function codeBlocks(file: string, markdown: string): CodeBlock[] {
  const lines = markdown.split('\n');
  const blocks: CodeBlock[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = FENCE.exec(lines[i] ?? '');
    if (!open) continue;
    const [, indent = '', ticks = '', lang = ''] = open;
    const start = i;
    const body: string[] = [];
    for (i++; i < lines.length; i++) {
      const line = lines[i] ?? '';
      if (line.trim() === ticks) break;
      body.push(line.startsWith(indent) ? line.slice(indent.length) : line.trimStart());
    }
    blocks.push({
      file,
      line: start + 1,
      lang,
      body: body.join('\n'),
      commands: commandsOf(file, start + 2, body),
    });
  }
  return blocks;
}

/** Logical lines (joined over a trailing `\`), without blank lines and whole-line comments. */
function commandsOf(file: string, firstLine: number, lines: readonly string[]): DocCommand[] {
  const commands: DocCommand[] = [];
  for (let i = 0; i < lines.length; i++) {
    const start = i;
    let text = lines[i] ?? '';
    while (text.endsWith('\\') && i + 1 < lines.length) text += `\n${lines[++i]}`;
    const trimmed = text.trim();
    if (trimmed === '' || trimmed.startsWith('#')) continue;
    commands.push({ file, line: firstLine + start, text });
  }
  return commands;
}

export const SHELL_LANGS = new Set(['sh', 'bash', 'shell', 'console']);

/** The prose of a Markdown text: its lines outside fenced blocks. */
function prose(markdown: string): string {
  const kept: string[] = [];
  let fence: string | null = null;
  for (const line of markdown.split('\n')) {
    const ticks = FENCE.exec(line)?.[2];
    if (fence === null && ticks !== undefined) fence = ticks;
    else if (fence !== null && line.trim() === fence) fence = null;
    else if (fence === null) kept.push(line);
  }
  return kept.join('\n');
}

/** The inline code spans of the prose (`like this`), tables included. */
export function inlineCode(markdown: string): string[] {
  return [...prose(markdown).matchAll(/`([^`\n]+)`/g)].map((m) => m[1] ?? '');
}

/** The inline code spans of the prose, each with its document and line. */
export function inlineCodeAt(file: string, markdown: string): DocCommand[] {
  const spans: DocCommand[] = [];
  let fence: string | null = null;
  markdown.split('\n').forEach((line, index) => {
    const ticks = FENCE.exec(line)?.[2];
    if (fence === null && ticks !== undefined) fence = ticks;
    else if (fence !== null && line.trim() === fence) fence = null;
    else if (fence === null) {
      for (const m of line.matchAll(/`([^`\n]+)`/g)) spans.push({ file, line: index + 1, text: m[1] ?? '' });
    }
  });
  return spans;
}

/**
 * The Markdown files a reader is pointed at: the top-level docs, docs/ (but its generated exports),
 * and the README of every workspace (and of tests/).
 */
export function docFiles(root: string): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) continue;
      const path = join(dir, name);
      if (statSync(path).isDirectory()) {
        if (relative(root, path) !== join('docs', 'machines')) walk(path);
      } else if (name.endsWith('.md')) files.push(relative(root, path));
    }
  };
  for (const name of readdirSync(root)) if (name.endsWith('.md')) files.push(name);
  walk(join(root, 'docs'));
  for (const group of ['packages', 'apps', 'tools', 'tests']) {
    for (const name of readdirSync(join(root, group))) {
      const readme = join(root, group, name, 'README.md');
      if (statSync(join(root, group, name)).isDirectory() && existsFile(readme)) {
        files.push(relative(root, readme));
      }
    }
    if (existsFile(join(root, group, 'README.md'))) files.push(join(group, 'README.md'));
  }
  return files.sort();
}

function existsFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

export const readDoc = (root: string, file: string): string => readFileSync(join(root, file), 'utf8');
