-- A headless Neovim (0.7 and later) session with bundlelint's server, run by editor-sessions.sh:
-- open, wait for findings, type a fix, apply the fix-all code action, save. Writes what it saw
-- to $LSP_LOG; exits 1 (cquit) on the first thing that did not happen.
local bin, file, root, log = os.getenv("BUNDLELINT"), os.getenv("LSP_FILE"), os.getenv("LSP_ROOT"), os.getenv("LSP_LOG")
local out = assert(io.open(log, "w"))
local function say(line) out:write(line .. "\n"); out:flush() end
local function fail(why) say("FAIL: " .. why); out:close(); vim.cmd("cquit 1") end

vim.cmd("edit " .. vim.fn.fnameescape(file))
local buf = vim.api.nvim_get_current_buf()
local id = vim.lsp.start_client({ name = "bundlelint", cmd = { bin, "lsp" }, root_dir = root })
if not id then return fail("the client did not start") end
vim.lsp.buf_attach_client(buf, id)

local function findings()
  local list = {}
  for _, d in ipairs(vim.diagnostic.get(buf)) do
    local code = d.code or (d.user_data and d.user_data.lsp and d.user_data.lsp.code) or "?"
    table.insert(list, string.format("%d:%d %s [%s] %s", d.lnum + 1, d.col + 1, d.source or "?", code, d.message))
  end
  table.sort(list)
  return list
end
local function wait_for(count)
  return vim.wait(30000, function() return #vim.diagnostic.get(buf) == count end, 20)
end

if not wait_for(2) then return fail("expected 2 findings, got " .. #findings()) end
say("opened: " .. #findings() .. " findings")
for _, line in ipairs(findings()) do say("  " .. line) end

-- Typing the fix of the first one by hand (line 5): one finding left.
local line = vim.api.nvim_buf_get_lines(buf, 4, 5, true)[1]
local at = line:find("%)") - 1
vim.api.nvim_buf_set_text(buf, 4, at, 4, at, { ", bundle: .module" })
if not wait_for(1) then return fail("expected 1 finding after the edit, got " .. #findings()) end
say("after typing the fix: " .. #findings() .. " finding")

-- The file's safe fixes as one code action.
local client = vim.lsp.get_client_by_id(id)
local params = vim.lsp.util.make_range_params()
params.context = { diagnostics = {}, only = { "source.fixAll.bundlelint" } }
local response = client.request_sync("textDocument/codeAction", params, 10000, buf)
if not response or response.err or not response.result or #response.result ~= 1 then
  return fail("no fix-all action: " .. vim.inspect(response))
end
local action = response.result[1]
say("code action: " .. action.kind .. ": " .. action.title)
vim.lsp.util.apply_workspace_edit(action.edit, client.offset_encoding)
if not wait_for(0) then return fail("expected no finding after fixing all, got " .. #findings()) end
say("after fix-all: 0 findings")
vim.cmd("write")
client.stop()
vim.wait(5000, function() return client.is_stopped() end, 20)
say("OK")
out:close()
vim.cmd("qall!")
