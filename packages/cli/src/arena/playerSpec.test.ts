import { describe, expect, it } from 'vitest';
import { parsePlayerSpec, specLabel } from './playerSpec.js';

function problem(text: string): string {
  const parsed = parsePlayerSpec(text);
  return parsed.ok ? 'accepted' : parsed.error;
}

describe('player specs', () => {
  it('reads levels with optional limits', () => {
    expect(parsePlayerSpec('level:8')).toEqual({
      ok: true,
      value: { kind: 'level', level: 8, text: 'level:8' },
    });
    expect(parsePlayerSpec('level:3,time:250,depth:2,nodes:5000')).toEqual({
      ok: true,
      value: {
        kind: 'level',
        level: 3,
        timeMs: 250,
        depth: 2,
        nodes: 5000,
        text: 'level:3,time:250,depth:2,nodes:5000',
      },
    });
  });

  it('reads the weights a level plays with', () => {
    expect(parsePlayerSpec('level:8,weights:tuned,time:200')).toEqual({
      ok: true,
      value: {
        kind: 'level',
        level: 8,
        timeMs: 200,
        weights: 'tuned',
        text: 'level:8,weights:tuned,time:200',
      },
    });
    expect(parsePlayerSpec('weights:hand,level:7')).toMatchObject({
      ok: true,
      value: { weights: 'hand' },
    });
    expect(problem('weights:tuned,cmd:./engine')).toContain('weights: is for a level');
    expect(problem('level:8,weights:best')).toContain("got 'weights:best'");
  });

  it('reads a network file a level plays with, and refuses it where no network plays', () => {
    expect(parsePlayerSpec('level:8,network:nets/net.json,time:300')).toEqual({
      ok: true,
      value: {
        kind: 'level',
        level: 8,
        timeMs: 300,
        networkFile: 'nets/net.json',
        text: 'level:8,network:nets/net.json,time:300',
      },
    });
    expect(problem('network:a.json,cmd:./engine')).toContain('network: is for a level');
    expect(problem('level:8,weights:hand,network:a.json')).toContain('weights:hand plays without a network');
  });

  it('reads an external command, taking the rest of the text after cmd:', () => {
    expect(parsePlayerSpec('cmd:node bin/santorini.js engine --level 3')).toEqual({
      ok: true,
      value: {
        kind: 'command',
        argv: ['node', 'bin/santorini.js', 'engine', '--level', '3'],
        text: 'cmd:node bin/santorini.js engine --level 3',
      },
    });
    const limited = parsePlayerSpec('time:50,cmd:./engine,x');
    expect(limited).toMatchObject({ ok: true, value: { kind: 'command', argv: ['./engine,x'], timeMs: 50 } });
  });

  it('names what is wrong', () => {
    expect(problem('level:9')).toContain('the level is 1 to 8, got 9');
    expect(problem('level:0')).toContain('the level is 1 to 8');
    expect(problem('level:3,speed:2')).toContain("got 'speed:2'");
    expect(problem('time:100')).toContain('a player is level:N or cmd:COMMAND');
    expect(problem('level:2,cmd:x')).toContain('not both');
    expect(problem('cmd:"open')).toContain('unclosed "');
    expect(problem('level:4,time:0')).toContain("got 'time:0'");
    expect(problem('level:4,time:99999999999999999999')).toContain(
      'time must be a whole number from 1 to 3600000: "99999999999999999999" is too large',
    );
    expect(problem('level:4,depth:1000')).toContain('"1000" is too large');
    expect(problem('level:4,nodes:1000000000000')).toContain('"1000000000000" is too large');
  });

  it('labels a level, and an engine by its program or script name', () => {
    const label = (text: string): string => {
      const parsed = parsePlayerSpec(text);
      return parsed.ok ? specLabel(parsed.value) : parsed.error;
    };
    expect(label('level:6,time:10')).toBe('level 6');
    expect(label('level:8,weights:tuned')).toBe('level 8 tuned');
    expect(label('level:8,weights:hand')).toBe('level 8 hand');
    expect(label('level:8,network:nets/status.json')).toBe('level 8 status.json');
    expect(label('cmd:/opt/engines/stronghold --uci')).toBe('stronghold');
    expect(label('cmd:node packages/cli/bin/santorini.js engine')).toBe('santorini.js');
  });
});
