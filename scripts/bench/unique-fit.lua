-- Every request asks a different /fit question, so each one misses the cache: GET with a query string, or with
-- METHOD=POST in the environment a JSON body. Each wrk thread gets its own id (setup runs once per thread) so
-- threads never repeat each other's questions.
local threads = 0
function setup(thread)
  thread:set("id", threads)
  threads = threads + 1
end

local post = os.getenv("METHOD") == "POST"
-- OFFSET skips that many questions, so consecutive runs ask new ones (scripts/ops/reliability.py).
counter = tonumber(os.getenv("OFFSET") or "0") or 0
request = function()
  counter = counter + 1
  local n = counter * 16 + (id or 0)
  local width = 100 + (n % 100000)
  local height = 100 + math.floor(n / 100000) % 100000
  if post then
    return wrk.format("POST", "/fit", {["Content-Type"] = "application/json"},
      '{"container":{"width":' .. width .. ',"height":' .. height .. '},"aspectRatio":"21:9"}')
  end
  return wrk.format("GET", "/fit?container=" .. width .. "x" .. height .. "&aspectRatio=21:9")
end
