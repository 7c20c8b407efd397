// /admin/ additions to Decap CMS, loaded by /admin/ only (never by the site); plain browser JS on the globals the
// decap-cms bundle exposes (CMS, h, createClass): the "localized" widget (one input per language side by side,
// labelled, Arabic right-to-left), the "json-file" format (our files' layout: 2-space JSON ending in a newline,
// so a one-field edit is a one-line diff), and for the Markdown files of data/content/ the "by-language" wrapper
// (an input labelled with its file's language, right-to-left in Arabic) and one "markdown-<schema>" format per
// content schema (frontmatter in the schema's key order, as `key: "text"` lines, and the body as typed).
(function () {
  'use strict';
  var names = { en: 'English', fr: 'French', es: 'Spanish', ru: 'Russian', ar: 'Arabic' };
  var toPlain = function (v) {
    return v && typeof v.toJS === 'function' ? v.toJS() : v && typeof v === 'object' ? v : {};
  };
  var opt = function (field, key, fallback) {
    var v = field.get(key);
    return v === undefined ? fallback : v && v.toJS ? v.toJS() : v;
  };

  var Control = window.createClass({
    langs: function () {
      return opt(this.props.field, 'languages', [{ code: 'en', dir: 'ltr' }]);
    },
    isList: function () {
      return opt(this.props.field, 'list', false);
    },
    // Decap calls this before saving: a required text missing in a language blocks the save with this message.
    isValid: function () {
      if (opt(this.props.field, 'required', true) === false) return true;
      var value = toPlain(this.props.value);
      var list = this.isList();
      var missing = this.langs().filter(function (l) {
        var v = value[l.code];
        return list ? !Array.isArray(v) || v.length === 0 : typeof v !== 'string' || v.trim() === '';
      });
      var blankLines = list
        ? this.langs().filter(function (l) {
            return (value[l.code] || []).some(function (s) {
              return !String(s).trim();
            });
          })
        : [];
      if (!missing.length && blankLines.length)
        return {
          error: {
            message:
              'Remove the empty lines in ' +
              blankLines
                .map(function (l) {
                  return names[l.code] || l.code;
                })
                .join(', ') +
              '.',
          },
        };
      if (!missing.length) return true;
      return {
        error: {
          message:
            'Missing text in ' +
            missing
              .map(function (l) {
                return names[l.code] || l.code;
              })
              .join(', ') +
            ' (every language is required).',
        },
      };
    },
    change: function (code, text) {
      var next = Object.assign({}, toPlain(this.props.value));
      // Lines are kept as typed (a new line starts empty); empty lines are refused by isValid before saving.
      next[code] = this.isList() ? text.split('\n') : text;
      this.props.onChange(next);
    },
    render: function () {
      var self = this;
      var h = window.h;
      var value = toPlain(this.props.value);
      var label = opt(this.props.field, 'label', this.props.field.get('name'));
      var multiline = opt(this.props.field, 'multiline', false) || this.isList();
      var langs = this.langs();
      return h(
        'div',
        {
          id: this.props.forID,
          className: this.props.classNameWrapper,
          role: 'group',
          'aria-label': label,
          style: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(11rem, 1fr))', gap: '0.75rem' },
        },
        langs.map(function (l) {
          var v = value[l.code];
          var text = Array.isArray(v) ? v.join('\n') : v || '';
          var props = {
            value: text,
            dir: l.dir,
            lang: l.code,
            'aria-label': label + ' (' + (names[l.code] || l.code) + ')',
            onChange: function (e) {
              self.change(l.code, e.target.value);
            },
            onFocus: self.props.setActiveStyle,
            // Checked on leaving the field (its last language box), not only on saving: a missing language shows its
            // message beside the field while the editor is still there (Decap checks its patterns on blur the same way).
            onBlur: function (e) {
              self.props.setInactiveStyle();
              var group = e.currentTarget.closest('[role="group"]');
              if (group && e.relatedTarget && group.contains(e.relatedTarget)) return;
              if (typeof self.props.validate === 'function') self.props.validate();
            },
            style: {
              width: '100%',
              boxSizing: 'border-box',
              font: 'inherit',
              padding: '0.4rem',
              border: '1px solid #dfdfe3',
              borderRadius: '4px',
              textAlign: l.dir === 'rtl' ? 'right' : 'left',
              minHeight: multiline ? '6rem' : undefined,
            },
          };
          return h(
            'label',
            { key: l.code, style: { display: 'flex', flexDirection: 'column', gap: '0.25rem' } },
            h(
              'span',
              { style: { fontSize: '0.8rem', fontWeight: 600 } },
              (names[l.code] || l.code) + ' (' + l.code + ')' + (self.isList() ? ', one per line' : ''),
            ),
            multiline ? h('textarea', props) : h('input', Object.assign({ type: 'text' }, props)),
          );
        }),
      );
    },
  });

  window.CMS.registerWidget('localized', Control);
  // Keys in the schema's order (key-order.js, generated from data/schemas/), others after them as they come.
  var ordered = function (value, order, at) {
    if (Array.isArray(value))
      return value.map(function (v) {
        return ordered(v, order, at + '/*');
      });
    if (!value || typeof value !== 'object') return value;
    var keys = order[at || '/'] || [];
    var rank = function (k) {
      var i = keys.indexOf(k);
      return i < 0 ? keys.length : i;
    };
    var out = {};
    Object.keys(value)
      .map(function (k, i) {
        return [k, i];
      })
      .sort(function (a, b) {
        return rank(a[0]) - rank(b[0]) || a[1] - b[1];
      })
      .forEach(function (p) {
        out[p[0]] = ordered(value[p[0]], order, at + '/' + p[0]);
      });
    return out;
  };
  // The text each format writes, by format name: the check before a save checks what the save would write.
  var writers = {};
  writers['json-file'] = function (data) {
    var schema = String((data && data.$schema) || '')
      .split('/')
      .pop();
    var order = (window.CMS_KEY_ORDER || {})[schema] || {};
    return JSON.stringify(ordered(data, order, ''), null, 2) + '\n';
  };
  window.CMS.registerCustomFormat('json-file', 'json', {
    fromFile: function (text) {
      return JSON.parse(text);
    },
    toFile: writers['json-file'],
  });

  // A Markdown file's language is its name (data/content/faq/3/ar.md); each input says it and takes its direction.
  var fileLang = function (entry) {
    var m = /\/([a-z]{2})\.md$/.exec(entry && entry.get ? entry.get('path') || '' : '');
    return m ? m[1] : 'en';
  };
  var ByLanguage = window.createClass({
    render: function () {
      var h = window.h;
      var code = fileLang(this.props.entry);
      var lang = opt(this.props.field, 'languages', []).filter(function (l) {
        return l.code === code;
      })[0] || { code: code, dir: 'ltr' };
      var inner = window.CMS.getWidget(opt(this.props.field, 'inner', 'string'));
      return h(
        'div',
        { dir: lang.dir, lang: lang.code },
        h(
          'span',
          { style: { display: 'block', fontSize: '0.8rem', fontWeight: 600, marginBlockEnd: '0.25rem' } },
          (names[lang.code] || lang.code) + ' (' + lang.code + ')' + (lang.dir === 'rtl' ? ', right to left' : ''),
        ),
        h(inner.control, this.props),
      );
    },
  });
  window.CMS.registerWidget('by-language', ByLanguage, function (props) {
    var inner = window.CMS.getWidget(opt(props.field, 'inner', 'string'));
    return inner && inner.preview ? window.h(inner.preview, props) : null;
  });

  // Frontmatter as our files write it: one `key: value` line per field, values double-quoted (JSON string syntax is
  // YAML's too); single-quoted and plain one-line values are read as well. Anything else (a YAML block) stops the
  // load with a message instead of losing text on the next save.
  var scalar = function (raw, line) {
    if (raw.charAt(0) === '"') return JSON.parse(raw);
    if (raw.charAt(0) === "'") return raw.slice(1, -1).replace(/''/g, "'");
    if (/^[|>[{]/.test(raw) || raw === '')
      throw new Error('frontmatter line ' + line + ' is not a one-line "key: text"; open the file in a text editor');
    return raw;
  };
  var readMarkdown = function (text) {
    var m = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/.exec(text);
    if (!m) return { body: text };
    var data = {};
    m[1].split(/\r?\n/).forEach(function (line, i) {
      if (!line.trim() || /^\s*#/.test(line)) return;
      var at = line.indexOf(':');
      if (at < 1 || /^\s/.test(line))
        throw new Error(
          'frontmatter line ' + (i + 2) + ' is not a one-line "key: text"; open the file in a text editor',
        );
      data[line.slice(0, at).trim()] = scalar(line.slice(at + 1).trim(), i + 2);
    });
    // The blank line after the frontmatter belongs to the layout, not to the text.
    data.body = text.slice(m[0].length).replace(/^\r?\n/, '');
    return data;
  };
  var writeMarkdown = function (data, keys) {
    var rank = function (k) {
      var i = keys.indexOf(k);
      return i < 0 ? keys.length : i;
    };
    var lines = Object.keys(data)
      .filter(function (k) {
        return k !== 'body' && data[k] !== undefined && data[k] !== null;
      })
      .sort(function (a, b) {
        return rank(a) - rank(b);
      })
      .map(function (k) {
        return k + ': ' + JSON.stringify(String(data[k]));
      });
    var body = String(data.body || '');
    return '---\n' + lines.join('\n') + '\n---\n\n' + (body.endsWith('\n') ? body : body + '\n');
  };
  Object.keys(window.CMS_KEY_ORDER || {})
    .filter(function (n) {
      return /^content-.*\.schema\.json$/.test(n);
    })
    .forEach(function (schema) {
      var keys = window.CMS_KEY_ORDER[schema]['/'] || [];
      var name = 'markdown-' + schema.replace(/\.schema\.json$/, '');
      writers[name] = function (data) {
        return writeMarkdown(data, keys);
      };
      window.CMS.registerCustomFormat(name, 'md', { fromFile: readMarkdown, toFile: writers[name] });
    });
  window.CMS_WRITERS = writers;
})();
