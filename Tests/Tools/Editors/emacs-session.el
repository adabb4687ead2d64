;;; A batch Emacs session with eglot (Emacs 29, or 28 with Debian's elpa-eglot) and bundlelint's
;;; server, run by editor-sessions.sh: open, wait for findings, type a fix, apply the fix-all code
;;; action, save.  Prints what it saw; exits 1 on the first thing that did not happen, after the
;;; exchange with the server (eglot's events buffer).
(require 'eglot)
(require 'flymake)
(define-derived-mode bundlelint-swift-mode prog-mode "Swift")
(add-to-list 'auto-mode-alist '("\\.swift\\'" . bundlelint-swift-mode))
(add-to-list 'eglot-server-programs
             `(bundlelint-swift-mode . (,(getenv "BUNDLELINT") "lsp")))
(setq eglot-send-changes-idle-time 0.05)

(defun session-fail (why)
  (with-current-buffer (jsonrpc-events-buffer (eglot-current-server)) (princ (buffer-string)))
  (princ (format "FAIL: %s\n" why))
  (kill-emacs 1))

(defun session-findings ()
  (sort (mapcar (lambda (d)
                  (format "%d: %s" (line-number-at-pos (flymake-diagnostic-beg d))
                          (flymake-diagnostic-text d)))
                (flymake-diagnostics))
        #'string<))

(defun session-wait-for (count)
  (let ((deadline (+ (float-time) 30)))
    (while (and (/= (length (flymake-diagnostics)) count) (< (float-time) deadline))
      (accept-process-output nil 0.05))
    (= (length (flymake-diagnostics)) count)))

(find-file (getenv "LSP_FILE"))
(apply #'eglot (eglot--guess-contact))
(unless (session-wait-for 2) (session-fail (format "expected 2 findings, got %S" (session-findings))))
(princ (format "opened: %d findings\n" (length (flymake-diagnostics))))
(dolist (line (session-findings)) (princ (format "  %s\n" line)))

;; Typing the fix of the first one (line 5): one finding left.
(goto-char (point-min))
(forward-line 4)
(search-forward "\"cart.title\"")
(insert ", bundle: .module")
;; Eglot sends changes from an idle timer, and batch Emacs is never idle: send them now.
(eglot--signal-textDocument/didChange)
(unless (session-wait-for 1) (session-fail (format "expected 1 finding after the edit, got %S" (session-findings))))
(princ "after typing the fix: 1 finding\n")

;; The file's safe fixes as one code action.
(let ((actions (eglot-code-actions (point-min) (point-max) "source.fixAll.bundlelint")))
  (unless (= (length actions) 1) (session-fail (format "no fix-all action: %S" actions)))
  (princ (format "code action: %s\n" (plist-get (car actions) :title)))
  (eglot--apply-workspace-edit (plist-get (car actions) :edit))
  (eglot--signal-textDocument/didChange))
(unless (session-wait-for 0) (session-fail (format "expected no finding after fixing all, got %S" (session-findings))))
(princ "after fix-all: 0 findings\n")
(save-buffer)
(eglot-shutdown (eglot-current-server))
(princ "OK\n")
(kill-emacs 0)
