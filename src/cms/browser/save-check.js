// /admin/'s check before every save (Decap's preSave event; decision 0025): the entry's emptied fields are left out
// (rules.js cleanEntry), then the data check (rules.js, the same code as npm run check:data) runs on the text the save
// would write. Problems stop the save and are listed above the form, each a link that opens its list item and scrolls to
// the field. Plain browser JS on the globals of decap-cms.js, rules.js and admin.js (CMS_WRITERS).
(function () {
  'use strict';
  var rules = window.CMS_RULES;
  var configPromise;
  // config.yml is written as JSON (src/cms/admin.ts), which YAML reads too.
  var config = function () {
    configPromise =
      configPromise ||
      fetch('config.yml').then(function (r) {
        return r.json();
      });
    return configPromise;
  };
  var collectionOf = function (cfg, name) {
    return cfg.collections.filter(function (c) {
      return c.name === name;
    })[0];
  };
  var fieldsOf = function (collection, path) {
    if (collection.fields) return collection.fields;
    var file = (collection.files || []).filter(function (f) {
      return f.file === path;
    })[0];
    return file ? file.fields : [];
  };

  // Immutable values like the entry's own, from plain JSON (Decap keeps its data as Immutable maps and lists).
  var toImmutable = function (value, emptyMap, emptyList) {
    if (Array.isArray(value))
      return emptyList.push.apply(
        emptyList,
        value.map(function (v) {
          return toImmutable(v, emptyMap, emptyList);
        }),
      );
    if (value && typeof value === 'object')
      return emptyMap.withMutations(function (m) {
        Object.keys(value).forEach(function (k) {
          m.set(k, toImmutable(value[k], emptyMap, emptyList));
        });
      });
    return value;
  };

  // The list above the form: one link per problem, the field's labels and the check's message.
  var panel;
  var hideProblems = function () {
    if (panel) panel.remove();
    panel = null;
  };
  var showProblems = function (lines) {
    hideProblems();
    panel = document.createElement('section');
    panel.className = 'save-problems';
    panel.setAttribute('role', 'alert');
    panel.setAttribute('aria-labelledby', 'save-problems-title');
    panel.style.cssText =
      'margin:0 0 16px;background:#fff5f5;border:2px solid #b91c1c;border-radius:6px;padding:10px 14px;' +
      'font:14px/1.45 sans-serif;color:#1f2937';
    var title = document.createElement('h2');
    title.id = 'save-problems-title';
    title.style.cssText = 'font-size:15px;margin:0 0 6px';
    title.textContent =
      lines.length === 1
        ? 'Not saved: 1 problem to fix first'
        : 'Not saved: ' + lines.length + ' problems to fix first';
    var close = document.createElement('button');
    close.type = 'button';
    close.textContent = 'Close';
    close.style.cssText = 'float:inline-end;margin-inline-start:8px';
    close.onclick = hideProblems;
    var list = document.createElement('ul');
    list.style.cssText = 'margin:0;padding-inline-start:18px';
    lines.forEach(function (line) {
      var li = document.createElement('li');
      var a = document.createElement('a');
      a.href = '#';
      a.textContent = line.where;
      a.style.cssText = 'color:#1d4ed8;font-weight:600';
      a.onclick = function (e) {
        e.preventDefault();
        jumpTo(line);
      };
      li.appendChild(a);
      li.appendChild(document.createTextNode(': ' + line.message));
      list.appendChild(li);
    });
    panel.appendChild(close);
    panel.appendChild(title);
    panel.appendChild(list);
    // At the top of the form (the toolbar above stays free); over the page only where no form is found.
    var form = document.querySelector('[class*="ControlPaneContainer"]');
    if (form) form.insertBefore(panel, form.firstChild);
    else {
      panel.style.cssText += ';position:fixed;inset-block-end:48px;inset-inline:16px;z-index:1001';
      document.body.appendChild(panel);
    }
    panel.scrollIntoView({ block: 'start' });
  };

  // Decap's form: each field is a container with a <label for> and its control; a list item's fields are hidden until
  // its top bar's first button opens it. The path is walked by label, opening the list items on the way.
  var labelText = function (label) {
    return label.textContent.replace(/\s*\(optional\)\s*$/i, '').trim();
  };
  var containerOf = function (el) {
    return el.closest('[class*="ControlContainer"]');
  };
  var jumpTo = function (line) {
    var scope = document.querySelector('[class*="ControlPaneContainer"]') || document.body;
    var target = null;
    var labels = line.where.split(' › ');
    for (var step = 0; step < line.path.length; step++) {
      var part = line.path[step];
      if (typeof part === 'number') {
        var items = Array.prototype.filter.call(scope.querySelectorAll('[class*="SortableListItem"]'), function (i) {
          return containerOf(i.parentElement) === scope;
        });
        var item = items[part];
        if (!item) break;
        var inner = item.querySelector('label[for]');
        var toggle = item.querySelector('[class*="TopBar"] button');
        if (inner && inner.offsetParent === null && toggle) toggle.click();
        scope = item;
        continue;
      }
      var label = labels[step];
      var found = Array.prototype.filter.call(scope.querySelectorAll('label[for]'), function (l) {
        return labelText(l) === label;
      })[0];
      if (!found) break;
      target = found;
      scope = containerOf(found) || scope;
    }
    // After the opened list items have drawn their fields.
    setTimeout(function () {
      var el = target && document.getElementById(target.getAttribute('for'));
      var shown = el || target;
      if (!shown) return;
      shown.scrollIntoView({ block: 'center' });
      if (el && typeof el.focus === 'function') el.focus();
    }, 100);
  };
  window.CMS_JUMP_TO = jumpTo;

  // Photos uploaded with the entry are not among the files the check was built with: their size, read by the browser.
  var formats = { jpg: 'jpg', jpeg: 'jpg', png: 'png', webp: 'webp', avif: 'avif', gif: 'gif' };
  var addUploads = function (entry) {
    var media = entry.get('mediaFiles');
    var files = media && media.toJS ? media.toJS() : [];
    return Promise.all(
      files.map(function (f) {
        return new Promise(function (resolve) {
          var path = String(f.path || '').replace(/^\/+/, '');
          var format = formats[((/\.([a-z0-9]+)$/i.exec(path) || [])[1] || '').toLowerCase()];
          var img = new Image();
          img.onload = function () {
            rules.addPhoto(
              path,
              format
                ? { width: img.naturalWidth, height: img.naturalHeight, format: format }
                : 'not a photo the site shows',
            );
            resolve();
          };
          img.onerror = function () {
            rules.addPhoto(path, 'not a readable image');
            resolve();
          };
          img.src = f.url || (f.file ? URL.createObjectURL(f.file) : '');
        });
      }),
    );
  };

  var pending = null;
  window.CMS.registerEventListener({
    name: 'preSave',
    handler: function (args) {
      var entry = args.entry;
      var data = rules.cleanEntry(entry.get('data').toJS());
      return Promise.all([rules.load(), config()])
        .then(function (loaded) {
          return addUploads(entry).then(function () {
            return loaded;
          });
        })
        .then(function (loaded) {
          var collection = collectionOf(loaded[1], entry.get('collection'));
          // A duplicate (a new entry with another's id) takes the next free id; what it copied of the other stone stops it.
          var copied = [];
          if (entry.get('newRecord') && collection.folder) {
            var adopted = rules.adoptDuplicate(collection.folder.replace(/^data\//, ''), data);
            data = adopted.data;
            copied = adopted.problems;
          }
          var path = entry.get('path');
          if (!path || entry.get('newRecord'))
            path = collection.folder + '/' + data.id + '.' + (collection.extension || 'json');
          var write = window.CMS_WRITERS[collection.format];
          if (!write) return undefined;
          var text = write(data);
          var file = path.replace(/^data\//, '');
          var problems = copied.concat(rules.entryProblems(file, text));
          if (problems.length) {
            var fields = fieldsOf(collection, path);
            showProblems(
              problems.map(function (p) {
                var line = rules.problemLine(p, fields);
                // A problem another file reports (the id a duplicate kept) names that file.
                return p.file === file
                  ? line
                  : Object.assign({}, line, { where: line.where + ' (clashes with ' + p.file + ')' });
              }),
            );
            throw new Error(
              problems.length === 1
                ? 'one problem, listed at the top'
                : problems.length + ' problems, listed at the top',
            );
          }
          hideProblems();
          pending = { file: file, text: text };
          var raw = entry.get('data');
          return toImmutable(data, raw.clear(), raw.toList().clear());
        });
    },
  });
  window.CMS.registerEventListener({
    name: 'postSave',
    handler: function () {
      if (pending) rules.entrySaved(pending.file, pending.text);
      pending = null;
    },
  });
  // Decap asks window.confirm before deleting an entry (it has no event for it): an entry another refers to is not
  // deleted, and the answer says which files refer to it (the data check run without the entry's file).
  var confirmDecap = window.confirm.bind(window);
  window.confirm = function (message) {
    var at = /^#\/collections\/([^/]+)\/entries\/([^?]+)/.exec(location.hash);
    if (!/delete this published entry/i.test(String(message)) || !at || !configCache) return confirmDecap(message);
    var collection = collectionOf(configCache, at[1]);
    if (!collection || !collection.folder) return confirmDecap(message);
    var file =
      collection.folder.replace(/^data\//, '') +
      '/' +
      decodeURIComponent(at[2]) +
      '.' +
      (collection.extension || 'json');
    var used = rules.deleteProblems(file);
    if (used.length) {
      var users = [];
      used.forEach(function (p) {
        var name = entryName(configCache, p.file);
        if (users.indexOf(name) < 0) users.push(name);
      });
      window.alert(
        (collection.label_singular || collection.label) +
          ' ' +
          at[2] +
          ' is not deleted: ' +
          users.join(', ') +
          (users.length === 1 ? ' refers to it' : ' refer to it') +
          '. Change ' +
          (users.length === 1 ? 'that entry' : 'those entries') +
          ' first.',
      );
      return false;
    }
    var yes = confirmDecap(
      'Delete ' +
        (collection.label_singular || collection.label) +
        ' ' +
        at[2] +
        ' for good? Nothing else refers to it.',
    );
    if (yes) rules.entryDeleted(file);
    return yes;
  };
  // An entry as the editor knows it: "USA stock item 5015", "Home slides" (a file relative to data/).
  var entryName = function (cfg, file) {
    var at = 'data/' + file;
    for (var i = 0; i < cfg.collections.length; i++) {
      var c = cfg.collections[i];
      if (c.folder && at.indexOf(c.folder + '/') === 0 && at.slice(c.folder.length + 1).indexOf('/') < 0)
        return (c.label_singular || c.label) + ' ' + at.slice(c.folder.length + 1).replace(/\.[a-z]+$/, '');
      var f = (c.files || []).filter(function (x) {
        return x.file === at;
      })[0];
      if (f) return f.label;
    }
    return file;
  };
  // The check's files and the configuration are fetched as /admin/ opens, so a delete can be answered at once.
  var configCache = null;
  rules.load();
  config().then(function (c) {
    configCache = c;
  });
  // Leaving the entry leaves its problems behind.
  window.addEventListener('hashchange', hideProblems);
})();
