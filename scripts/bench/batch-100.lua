-- POST /batch with 100 /fit questions (100 containers, cached after the first round): batch throughput.
wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"
local questions = {}
for width = 700, 799 do
    questions[#questions + 1] =
        string.format('{"path":"/fit","query":{"container":"%dx393","aspectRatio":"21:9"}}', width)
end
wrk.body = '{"questions":[' .. table.concat(questions, ",") .. ']}'
