/**
 * A streaming JSON syntax check (RFC 8259): feed text in pieces, then `end()`. Holds only the nesting stack,
 * so a 50 MB document is checked without building it. Throws a SyntaxError at the first fault.
 */
export class JsonSyntaxChecker {
  private readonly stack: ('[' | '{')[] = [];
  private state: State = 'value';
  private literal = '';
  private unicodeDigits = 0;
  private number: NumberState = 'minus';
  private offset = 0;
  /** The string being read is an object key (a colon follows). */
  private keyPending = false;

  write(text: string): void {
    for (let i = 0; i < text.length; i++, this.offset++) this.step(text.charCodeAt(i));
  }

  end(): void {
    if (this.state === 'number') this.endNumber();
    if (this.state !== 'done') this.fail('unexpected end of input');
  }

  private fail(message: string): never {
    throw new SyntaxError(`JSON: ${message} at character ${this.offset}`);
  }

  private step(c: number): void {
    switch (this.state) {
      case 'string':
        if (c === QUOTE) this.afterString();
        else if (c === BACKSLASH) this.state = 'escape';
        else if (c < 0x20) this.fail('control character in a string');
        return;
      case 'escape':
        if (c === 0x75) {
          this.state = 'unicode';
          this.unicodeDigits = 0;
        } else if (ESCAPES.has(c)) this.state = 'string';
        else this.fail('bad escape');
        return;
      case 'unicode':
        if (!isHex(c)) this.fail('bad \\u escape');
        if (++this.unicodeDigits === 4) this.state = 'string';
        return;
      case 'literal': {
        const expected = this.literal.charCodeAt(0);
        if (c !== expected) this.fail('bad literal');
        this.literal = this.literal.slice(1);
        if (this.literal === '') this.afterValue();
        return;
      }
      case 'number':
        if (this.numberStep(c)) return;
        this.endNumber();
        this.step(c);
        return;
      default:
        break;
    }
    if (isSpace(c)) return;
    switch (this.state) {
      case 'value':
      case 'valueOrClose':
        if (this.state === 'valueOrClose' && c === CLOSE_BRACKET) return this.close('[');
        return this.startValue(c);
      case 'keyOrClose':
        if (c === CLOSE_BRACE) return this.close('{');
        if (c !== QUOTE) this.fail('expected a key');
        this.state = 'string';
        this.keyPending = true;
        return;
      case 'key':
        if (c !== QUOTE) this.fail('expected a key');
        this.state = 'string';
        this.keyPending = true;
        return;
      case 'colon':
        if (c !== COLON) this.fail('expected :');
        this.state = 'value';
        return;
      case 'after': {
        const top = this.stack[this.stack.length - 1];
        if (c === COMMA && top) this.state = top === '[' ? 'value' : 'key';
        else if (c === CLOSE_BRACKET && top === '[') this.close('[');
        else if (c === CLOSE_BRACE && top === '{') this.close('{');
        else this.fail('expected , or a closing bracket');
        return;
      }
      case 'done':
        this.fail('text after the value');
    }
  }

  private afterString(): void {
    if (this.keyPending) {
      this.keyPending = false;
      this.state = 'colon';
    } else this.afterValue();
  }

  private startValue(c: number): void {
    if (c === QUOTE) this.state = 'string';
    else if (c === OPEN_BRACKET) {
      this.stack.push('[');
      this.state = 'valueOrClose';
    } else if (c === OPEN_BRACE) {
      this.stack.push('{');
      this.state = 'keyOrClose';
    } else if (c === 0x74) this.startLiteral('rue');
    else if (c === 0x66) this.startLiteral('alse');
    else if (c === 0x6e) this.startLiteral('ull');
    else if (c === MINUS || isDigit(c)) {
      this.state = 'number';
      this.number = 'minus';
      if (!this.numberStep(c)) this.fail('bad number');
    } else this.fail('expected a value');
  }

  private startLiteral(rest: string): void {
    this.state = 'literal';
    this.literal = rest;
  }

  private close(kind: '[' | '{'): void {
    if (this.stack.pop() !== kind) this.fail('mismatched bracket');
    this.afterValue();
  }

  private afterValue(): void {
    this.state = this.stack.length === 0 ? 'done' : 'after';
  }

  /** Advances the number grammar; false when `c` cannot continue the number. */
  private numberStep(c: number): boolean {
    const digit = isDigit(c);
    switch (this.number) {
      case 'minus':
        if (c === MINUS) this.number = 'sign';
        else if (c === 0x30) this.number = 'zero';
        else if (digit) this.number = 'int';
        else return false;
        return true;
      case 'sign':
        if (c === 0x30) this.number = 'zero';
        else if (digit) this.number = 'int';
        else this.fail('bad number');
        return true;
      case 'zero':
      case 'int':
        if (digit && this.number === 'int') return true;
        if (c === DOT) this.number = 'dot';
        else if (c === 0x65 || c === 0x45) this.number = 'exp';
        else return false;
        return true;
      case 'dot':
        if (!digit) this.fail('bad number');
        this.number = 'frac';
        return true;
      case 'frac':
        if (digit) return true;
        if (c === 0x65 || c === 0x45) this.number = 'exp';
        else return false;
        return true;
      case 'exp':
        if (c === PLUS || c === MINUS) this.number = 'expSign';
        else if (digit) this.number = 'expDigits';
        else this.fail('bad number');
        return true;
      case 'expSign':
        if (!digit) this.fail('bad number');
        this.number = 'expDigits';
        return true;
      case 'expDigits':
        return digit;
    }
  }

  private endNumber(): void {
    if (this.number !== 'zero' && this.number !== 'int' && this.number !== 'frac' && this.number !== 'expDigits') this.fail('bad number');
    this.afterValue();
  }
}

type State = 'value' | 'valueOrClose' | 'keyOrClose' | 'key' | 'colon' | 'after' | 'string' | 'escape' | 'unicode' | 'literal' | 'number' | 'done';
type NumberState = 'minus' | 'sign' | 'zero' | 'int' | 'dot' | 'frac' | 'exp' | 'expSign' | 'expDigits';

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const COLON = 0x3a;
const COMMA = 0x2c;
const MINUS = 0x2d;
const PLUS = 0x2b;
const DOT = 0x2e;
const ESCAPES = new Set([0x22, 0x5c, 0x2f, 0x62, 0x66, 0x6e, 0x72, 0x74]);
const isSpace = (c: number): boolean => c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d;
const isDigit = (c: number): boolean => c >= 0x30 && c <= 0x39;
const isHex = (c: number): boolean => isDigit(c) || (c >= 0x41 && c <= 0x46) || (c >= 0x61 && c <= 0x66);
